import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { SCHEDULE_HORIZON_MS } from '../../../../../shared/domain/scheduling'
import { MESSAGE_TEMPLATES, WORKFLOW_MESSAGES } from '../../../../../shared/domain/workflow'
import { queryKeys } from '../../../lib/query-keys'
import { useSendingSettings } from '../../../lib/sending-settings'
import { type MessageDraft, workflowApi } from '../api'
import { MESSAGE_TEMPLATE_TEXTS, type MessageTemplateId, templateBody } from '../constants'
import { canSend, previewFor, type Recipient, reachNotes, reachOf } from '../message-preview'
import { Dialog } from './dialog'

/** A value for <input type="datetime-local"> in the browser's time zone: "2026-03-04T09:30". */
function localInputValue(date: Date) {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/**
 * Spec 2's bulk message dialog: subject and body (both required; the send button waits for them), a
 * template to start from, personalisation, now or at a time no earlier than now, and a preview of the
 * first recipient's message. Those it will skip (no e-mail address, a follow-up to someone never
 * pitched) are counted before sending; with no one left, it cannot send.
 */
export function MessageDialog({
  ids,
  recipients,
  onSend,
  onClose,
}: {
  ids: string[]
  recipients: Recipient[]
  onSend(draft: MessageDraft): void
  onClose(): void
}) {
  const [templateId, setTemplateId] = useState<MessageTemplateId | ''>('')
  // The template the text came from: 'No template' leaves the text as it is, so it stays that
  // template's (a follow-up's words still go only to those pitched) until another fills it.
  const [origin, setOrigin] = useState<MessageTemplateId | ''>('')
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [personalize, setPersonalize] = useState(true)
  const [when, setWhen] = useState<'now' | 'scheduled'>('now')
  const [scheduledAt, setScheduledAt] = useState('')
  const min = useMemo(() => localInputValue(new Date()), [])
  const max = useMemo(() => localInputValue(new Date(Date.now() + SCHEDULE_HORIZON_MS)), [])
  const id = useId()
  // One id for this dialog's message: a second click or a retried request sends nothing twice.
  // (randomUUID exists on secure origins only: the app's, and 127.0.0.1.)
  const [requestId] = useState(() => globalThis.crypto?.randomUUID?.())

  const draft = { subject, body, personalize }
  const reach = reachOf(origin, recipients)
  const { reached } = reach
  const notes = reachNotes(reach)
  const senderName = useSendingSettings().data?.sender_name
  // The announcement links the company's published press kit: read once the dialog opens.
  const companyName = recipients[0]?.company_name ?? ''
  const pressKitUrl = useQuery({
    queryKey: queryKeys.pressKit.publishedUrl(companyName),
    queryFn: ({ signal }) => workflowApi.publishedKitUrl(companyName, signal),
    enabled: companyName !== '',
    retry: false,
  }).data
  const preview = previewFor(draft, reached, senderName)
  const ready = canSend(draft) && reached.length > 0 && (when === 'now' || scheduledAt !== '')

  function applyTemplate(value: MessageTemplateId | '') {
    setTemplateId(value)
    if (!value) return
    setOrigin(value)
    setSubject(MESSAGE_TEMPLATE_TEXTS[value].subject)
    setBody(templateBody(value, { pressKitUrl }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready) return
    const at = when === 'scheduled' ? new Date(scheduledAt) : null
    onSend({
      ids,
      subject: subject.trim(),
      body: body.trim(),
      personalize,
      ...(origin ? { templateId: origin } : {}),
      ...(requestId ? { requestId } : {}),
      // A time picked in the minute that is now: send now rather than be refused as past.
      ...(at && at.getTime() > Date.now() ? { scheduledFor: at.toISOString() } : {}),
    })
  }

  const recipientsLabel = `${ids.length} ${ids.length === 1 ? 'recipient' : 'recipients'}`
  return (
    <Dialog title={`Message ${recipientsLabel}`} onClose={onClose} className="workflow-message-dialog">
      <form onSubmit={submit} className="workflow-form workflow-message-form">
        <div className="workflow-message-fields">
          <label className="field">
            <span>Template</span>
            <select
              value={templateId}
              onChange={(e) => applyTemplate(e.target.value as MessageTemplateId | '')}
            >
              <option value="">No template</option>
              {MESSAGE_TEMPLATES.map((template) => (
                <option key={template} value={template}>
                  {MESSAGE_TEMPLATE_TEXTS[template].label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Subject</span>
            <input
              value={subject}
              maxLength={200}
              onChange={(e) => setSubject(e.target.value)}
              aria-describedby={canSend(draft) ? undefined : `${id}-hint`}
            />
          </label>
          <label className="field">
            <span>Message</span>
            <textarea
              value={body}
              rows={8}
              maxLength={10_000}
              onChange={(e) => setBody(e.target.value)}
              aria-describedby={canSend(draft) ? undefined : `${id}-hint`}
            />
          </label>
          {senderName && (
            <p className="field-hint">
              Signed {senderName}: the From name under Sending on your profile (not added when your last line
              already names you).
            </p>
          )}
          <label className="workflow-check">
            <input type="checkbox" checked={personalize} onChange={(e) => setPersonalize(e.target.checked)} />
            Personalise: replace {'{{journalist_name}}'}, {'{{first_name}}'} and {'{{publication}}'} for each
            journalist
          </label>
          <fieldset className="workflow-fieldset workflow-when">
            <legend>When</legend>
            <label className="workflow-radio">
              <input
                type="radio"
                name={`${id}-when`}
                checked={when === 'now'}
                onChange={() => setWhen('now')}
              />
              Send now
            </label>
            <label className="workflow-radio">
              <input
                type="radio"
                name={`${id}-when`}
                checked={when === 'scheduled'}
                onChange={() => setWhen('scheduled')}
              />
              Schedule
            </label>
            {when === 'scheduled' && (
              <label className="field">
                <span>Send at</span>
                <input
                  type="datetime-local"
                  min={min}
                  max={max}
                  value={scheduledAt}
                  onChange={(e) => setScheduledAt(e.target.value)}
                  required
                />
              </label>
            )}
          </fieldset>
          {notes.map((note) => (
            <p key={note} className="field-hint" role="status">
              {note}
            </p>
          ))}
          {!canSend(draft) && (
            <p id={`${id}-hint`} className="field-hint">
              {WORKFLOW_MESSAGES.needSubjectAndBody}
            </p>
          )}
        </div>
        <section className="workflow-preview" aria-label="Preview">
          <h3>Preview</h3>
          {preview ? (
            <>
              <p className="muted">
                To {preview.to.full_name}, {preview.to.publication}
              </p>
              <p className="workflow-preview-subject">{preview.subject || 'No subject yet'}</p>
              <p className="workflow-preview-body">{preview.body || 'No message yet'}</p>
            </>
          ) : (
            <p className="muted">No recipient</p>
          )}
        </section>
        <div className="workflow-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={!ready}>
            {when === 'scheduled' ? 'Schedule' : 'Send'} {ids.length === 1 ? 'message' : 'messages'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
