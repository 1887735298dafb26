import { type KeyboardEvent, useEffect, useMemo } from 'react'
import * as z from '../../../../../shared/contracts/zod'
import { useContractForm } from '../../../components/ui/contract-form'
import {
  CharacterCount,
  countId,
  errorId,
  FieldError,
  FormError,
  nearLimit,
  setServerError,
} from '../../../components/ui/form'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { serverMessage } from '../../../lib/error-message'
import { COMPANY_MESSAGES } from '../constants'

export interface InlineEditorProps {
  id: string
  /** Ids of the visible label and hint, which stay on screen above the editor. */
  labelledBy: string
  describedBy?: string
  initial: string
  maxLength: number
  multiline: boolean
  /** The same zod rule the server parses the value with; its output (trimmed) is what gets sent. */
  schema: z.ZodMiniType<string>
  onSave(value: string): Promise<void>
  onCancel(): void
}

/**
 * One value edited in place. Enter saves a single-line value (Ctrl/Cmd+Enter a multi-line one), Escape
 * cancels. A failed save keeps the editor open with what was typed.
 */
export function InlineEditor(props: InlineEditorProps) {
  const { id, labelledBy, describedBy, initial, maxLength, multiline, schema, onSave, onCancel } = props
  const contract = useMemo(() => z.object({ value: schema }), [schema])
  const form = useContractForm(contract, { defaultValues: { value: initial } })
  const saving = form.formState.isSubmitting
  const invalid = form.formState.errors.value !== undefined
  const length = String(form.watch('value') ?? '').length
  // Read while rendering, so react-hook-form keeps it up to date for the guard below. A saved value
  // closes the editor (and the guard with it); a failed save leaves it open, still unsaved.
  const unsaved = form.formState.isDirty

  useEffect(() => {
    form.setFocus('value')
    const element = document.getElementById(id)
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      element.setSelectionRange(element.value.length, element.value.length)
    }
  }, [form, id])

  const submit = form.handleSubmit(async ({ value }) => {
    if (value === initial.trim()) return onCancel()
    try {
      await onSave(value)
    } catch (failure) {
      setServerError(form, serverMessage(failure, COMPANY_MESSAGES.saveFailed))
    }
  })

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault()
      onCancel()
    } else if (event.key === 'Enter' && multiline && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      event.currentTarget.requestSubmit()
    }
  }

  const fieldProps = {
    id,
    maxLength,
    readOnly: saving,
    'aria-labelledby': labelledBy,
    'aria-describedby':
      [describedBy, nearLimit(length, maxLength) ? countId(id) : undefined, invalid ? errorId(id) : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
    'aria-invalid': invalid ? true : undefined,
    ...form.register('value'),
  }

  return (
    <form className="inline-editor" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      {/* An edit typed and not saved is asked about before the founder leaves the page. */}
      <LeaveGuard shouldBlock={() => unsaved} message={COMPANY_MESSAGES.leavePrompt} />
      {multiline ? <textarea {...fieldProps} rows={4} /> : <input {...fieldProps} type="text" />}
      <CharacterCount fieldId={id} length={length} maxLength={maxLength} />
      <FieldError form={form} name="value" fieldId={id} />
      <FormError form={form} />
      <div className="form-actions inline-editor-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
          {saving && <span className="spinner" aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  )
}
