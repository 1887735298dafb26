import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import type { ZodType } from 'zod'
import { ErrorBanner } from '../../../components/ui/error-banner'
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
  schema: ZodType<string>
  onSave(value: string): Promise<void>
  onCancel(): void
}

/**
 * One value edited in place. Enter saves a single-line value (Ctrl/Cmd+Enter a multi-line one), Escape
 * cancels. A failed save keeps the editor open with what was typed.
 */
export function InlineEditor(props: InlineEditorProps) {
  const { id, labelledBy, describedBy, initial, maxLength, multiline, schema, onSave, onCancel } = props
  const [draft, setDraft] = useState(initial)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const errorId = `${id}-error`

  useEffect(() => {
    const element = input.current
    element?.focus()
    element?.setSelectionRange(element.value.length, element.value.length)
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const parsed = schema.safeParse(draft)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? COMPANY_MESSAGES.saveFailed)
      return
    }
    if (parsed.data === initial.trim()) return onCancel()
    setSaving(true)
    setError(null)
    try {
      await onSave(parsed.data)
    } catch (failure) {
      setError(serverMessage(failure, COMPANY_MESSAGES.saveFailed))
      setSaving(false)
    }
  }

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
    ref: input,
    id,
    value: draft,
    maxLength,
    readOnly: saving,
    'aria-labelledby': labelledBy,
    'aria-describedby': [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
  }

  return (
    <form className="inline-editor" onSubmit={submit} onKeyDown={onKeyDown}>
      {multiline ? <textarea {...fieldProps} rows={4} /> : <input {...fieldProps} type="text" />}
      {error && (
        <div id={errorId}>
          <ErrorBanner message={error} />
        </div>
      )}
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
