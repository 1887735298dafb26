import { type FormEvent, type KeyboardEvent, useState } from 'react'
import { EditPitchRequest, type Pitch, SUBJECT_LONGEST } from '../../../../../shared/contracts/pitches'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { serverMessage } from '../../../lib/error-message'
import type { PitchEdit } from '../api'
import { PITCH_MESSAGES } from '../constants'

interface PitchEditorProps {
  pitch: Pitch
  onSave(changes: PitchEdit): Promise<void>
  onCancel(): void
}

type FieldErrors = Partial<Record<'subject' | 'content' | 'form', string>>

/** Subject and body edited in place, checked with the server's own rule before they are sent. */
export function PitchEditor({ pitch, onSave, onCancel }: PitchEditorProps) {
  const [subject, setSubject] = useState(pitch.subject)
  const [content, setContent] = useState(pitch.content)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    // Only what changed is sent; nothing changed is a cancel.
    const draft = {
      subject: subject.trim() === pitch.subject ? undefined : subject,
      content: content.trim() === pitch.content.trim() ? undefined : content,
    }
    if (draft.subject === undefined && draft.content === undefined) return onCancel()
    const parsed = EditPitchRequest.safeParse(draft)
    if (!parsed.success) {
      const found: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'subject' || issue.path[0] === 'content' ? issue.path[0] : 'form'
        found[field] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      await onSave(parsed.data)
    } catch (failure) {
      setErrors({ form: serverMessage(failure, PITCH_MESSAGES.saveFailed) })
      setSaving(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && !saving) {
      // Escape leaves the editor, not the whole dialog.
      event.preventDefault()
      event.stopPropagation()
      onCancel()
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      event.currentTarget.requestSubmit()
    }
  }

  return (
    <form className="pitch-editor" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      {errors.form && <ErrorBanner message={errors.form} />}
      <div className="field">
        <label htmlFor="pitch-subject">Subject</label>
        <input
          id="pitch-subject"
          data-autofocus
          value={subject}
          maxLength={SUBJECT_LONGEST}
          readOnly={saving}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'pitch-subject-error' : 'pitch-subject-count'}
          onChange={(event) => setSubject(event.target.value)}
        />
        {errors.subject ? (
          <p id="pitch-subject-error" className="pitch-field-error">
            {errors.subject}
          </p>
        ) : (
          <p id="pitch-subject-count" className="field-hint">
            {subject.length} / {SUBJECT_LONGEST} characters
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="pitch-content">Pitch</label>
        <textarea
          id="pitch-content"
          value={content}
          rows={12}
          readOnly={saving}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? 'pitch-content-error' : undefined}
          onChange={(event) => setContent(event.target.value)}
        />
        {errors.content && (
          <p id="pitch-content-error" className="pitch-field-error">
            {errors.content}
          </p>
        )}
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
