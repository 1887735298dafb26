import { zodResolver } from '@hookform/resolvers/zod'
import type { KeyboardEvent } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { EditPitchRequest, type Pitch, SUBJECT_LONGEST } from '../../../../../shared/contracts/pitches'
import { FieldError, FormError, fieldA11y, setServerError } from '../../../components/ui/form'
import { useWatch } from '../../../components/ui/form-extras'
import { serverMessage } from '../../../lib/error-message'
import type { PitchEdit } from '../api'
import { PITCH_MESSAGES } from '../constants'

interface PitchEditorProps {
  pitch: Pitch
  onSave(changes: PitchEdit): Promise<void>
  onCancel(): void
}

interface Draft {
  subject: string
  content: string
}

/**
 * The edit request's contract, applied to what changed only (what did not change is not sent): its
 * issues land on the subject or the content. Nothing changed resolves to null, a cancel.
 */
function changesResolver(pitch: Pitch): Resolver<Draft, unknown, PitchEdit | null> {
  const contract = zodResolver(EditPitchRequest)
  return (values, context, options) => {
    const changes = {
      subject: values.subject.trim() === pitch.subject ? undefined : values.subject,
      content: values.content.trim() === pitch.content.trim() ? undefined : values.content,
    }
    if (changes.subject === undefined && changes.content === undefined) return { values: null, errors: {} }
    return contract(changes, context, options as never) as ReturnType<Resolver<Draft, unknown, PitchEdit>>
  }
}

/** Subject and body edited in place, checked with the server's own rule before they are sent. */
export function PitchEditor({ pitch, onSave, onCancel }: PitchEditorProps) {
  const form = useForm<Draft, unknown, PitchEdit | null>({
    defaultValues: { subject: pitch.subject, content: pitch.content },
    resolver: changesResolver(pitch),
  })
  const subject = useWatch({ control: form.control, name: 'subject' })
  const saving = form.formState.isSubmitting

  const submit = form.handleSubmit(async (changes) => {
    if (!changes) return onCancel()
    try {
      await onSave(changes)
    } catch (failure) {
      setServerError(form, serverMessage(failure, PITCH_MESSAGES.saveFailed))
    }
  })

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && !saving) {
      // Escape leaves the editor, not the whole dialog.
      event.preventDefault()
      event.stopPropagation()
      onCancel()
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !saving) {
      event.preventDefault()
      event.currentTarget.requestSubmit()
    }
  }

  return (
    // Escape leaves the editor, not the whole dialog (data-keeps-escape).
    <form className="pitch-editor" onSubmit={submit} onKeyDown={onKeyDown} noValidate data-keeps-escape>
      <FormError form={form} />
      <div className="field">
        <label htmlFor="pitch-subject">Subject</label>
        <input
          id="pitch-subject"
          data-autofocus
          maxLength={SUBJECT_LONGEST}
          readOnly={saving}
          {...fieldA11y(form, 'subject', 'pitch-subject', 'pitch-subject-count')}
          {...form.register('subject')}
        />
        <FieldError form={form} name="subject" fieldId="pitch-subject" className="pitch-field-error" />
        {!form.formState.errors.subject && (
          <p id="pitch-subject-count" className="field-hint">
            {subject.length} / {SUBJECT_LONGEST} characters
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="pitch-content">Pitch</label>
        <textarea
          id="pitch-content"
          rows={12}
          readOnly={saving}
          {...fieldA11y(form, 'content', 'pitch-content')}
          {...form.register('content')}
        />
        <FieldError form={form} name="content" fieldId="pitch-content" className="pitch-field-error" />
      </div>
      <div className="form-actions pitch-editor-actions">
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
