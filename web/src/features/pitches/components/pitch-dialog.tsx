import { useState } from 'react'
import {
  PITCH_STATUS_LABELS,
  PITCH_STATUSES,
  type Pitch,
  type PitchStatus,
} from '../../../../../shared/contracts/pitches'
import { Dialog } from '../../../components/ui/dialog'
import { ConversationThread } from '../../conversations'
import type { PitchEdit } from '../api'
import { ANGLE_LABELS, awayUntil, formatDate, PITCH_MESSAGES } from '../constants'
import { ConversationFollowUps } from './conversation-follow-ups'
import { CoverageEntry } from './coverage-entry'
import { PitchDialogActions } from './pitch-dialog-actions'
import { PitchEditor } from './pitch-editor'
import { PitchSendPanel } from './pitch-send-panel'
import { PossibleCoverage } from './possible-coverage'
import { ScheduledMessages } from './scheduled-messages'
import { SendHistory } from './send-history'

export interface PitchDialogProps {
  pitch: Pitch
  onClose(): void
  returnFocus(): void
  onMove(status: PitchStatus): void
  onEdit(changes: PitchEdit): Promise<void>
  onRegenerate(): Promise<void>
  /** Brings back the words the last regeneration replaced (while `pitch.earlier_version`). */
  onUndoRegeneration(): Promise<void>
  onDelete(): Promise<void>
  onSend(scheduledFor?: string): Promise<void>
  /** Takes back a send that waits (scheduled, or held for the journalist's next day). */
  onCancelSend(): Promise<void>
  /** Moves a send that waits to another time. */
  onReschedule(scheduledFor: string): Promise<void>
}

/** One pitch in full: who it goes to, its status, the words, and what can be done with them. */
export function PitchDialog({
  pitch,
  onClose,
  returnFocus,
  onMove,
  onEdit,
  onRegenerate,
  onUndoRegeneration,
  onDelete,
  onSend,
  onCancelSend,
  onReschedule,
}: PitchDialogProps) {
  const [editing, setEditing] = useState(false)
  const { journalist } = pitch
  const away = awayUntil(pitch)

  return (
    <Dialog
      labelledBy="pitch-dialog-title"
      className="modal pitch-dialog"
      initialFocus="dialog"
      hidePage={false}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <header className="pitch-dialog-header">
        <div className="pitch-dialog-who">
          <p className="eyebrow pitch-dialog-publication">{journalist.publication}</p>
          <h2 id="pitch-dialog-title">{journalist.full_name}</h2>
          <p className="pitch-dialog-email">
            <span className="pitch-dialog-email-icon" aria-hidden="true">
              ✉
            </span>
            <span className="visually-hidden">Email: </span>
            {journalist.email ? (
              <a
                href={mailto(journalist.email, pitch)}
                title={`Write to ${journalist.email} with this pitch`}
              >
                {journalist.email}
              </a>
            ) : (
              <span className="not-set">{PITCH_MESSAGES.noEmail}</span>
            )}
          </p>
        </div>
        <button type="button" className="icon-button" aria-label="Close" title="Close" onClick={onClose}>
          <span aria-hidden="true" className="pitch-dialog-close">
            ×
          </span>
        </button>
      </header>

      <dl className="pitch-dialog-facts">
        <div className="pitch-dialog-fact">
          <dt className="overline">
            <label htmlFor="pitch-status">Status</label>
          </dt>
          <dd>
            <select
              id="pitch-status"
              className="inline-select pitch-status-select"
              value={pitch.status}
              onChange={(event) => onMove(event.target.value as PitchStatus)}
            >
              {PITCH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PITCH_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </dd>
        </div>
        <div className="pitch-dialog-fact">
          <dt className="overline">Angle</dt>
          <dd>
            {pitch.angle ? (
              <span className={`pitch-angle pitch-angle-${pitch.angle}`}>{ANGLE_LABELS[pitch.angle]}</span>
            ) : (
              'Not set'
            )}
          </dd>
        </div>
        <div className="pitch-dialog-fact">
          <dt className="overline">{pitch.sent_at ? 'Sent' : 'Written'}</dt>
          <dd>{formatDate(pitch.sent_at ?? pitch.created_at)}</dd>
        </div>
        {away && (
          <div className="pitch-dialog-fact">
            <dt className="overline">Out of office</dt>
            <dd className="pitch-dialog-away">{away}</dd>
          </div>
        )}
      </dl>

      {/* What to check before sending, until it is sent. */}
      {pitch.flags.length > 0 && !pitch.sent_at && (
        <section className="pitch-dialog-flags" aria-labelledby="pitch-dialog-flags">
          <h3 id="pitch-dialog-flags">Check before sending</h3>
          <ul>
            {pitch.flags.map((flag) => (
              <li key={flag}>{`${flag.charAt(0).toUpperCase()}${flag.slice(1)}.`}</li>
            ))}
          </ul>
        </section>
      )}

      {editing ? (
        <PitchEditor
          pitch={pitch}
          onCancel={() => setEditing(false)}
          onSave={async (changes) => {
            await onEdit(changes)
            setEditing(false)
          }}
        />
      ) : (
        <>
          <section className="pitch-dialog-section" aria-labelledby="pitch-dialog-subject">
            <h3 id="pitch-dialog-subject" className="overline">
              Subject
            </h3>
            <p className="pitch-dialog-subject">{pitch.subject}</p>
          </section>
          <section className="pitch-dialog-section" aria-labelledby="pitch-dialog-content">
            <h3 id="pitch-dialog-content" className="overline">
              Pitch
            </h3>
            <div className="pitch-dialog-content">{pitch.content}</div>
          </section>
          <PitchSendPanel
            pitch={pitch}
            onSend={onSend}
            onReschedule={onReschedule}
            onCancelSend={onCancelSend}
          />
          {pitch.in_conversation && <ConversationFollowUps pitch={pitch} />}
          <ScheduledMessages pitchId={pitch.id} />
          <SendHistory pitchId={pitch.id} />
          {pitch.sent_at && <ConversationThread pitchId={pitch.id} />}
          {pitch.sent_at && <PossibleCoverage pitchId={pitch.id} />}
          <CoverageEntry pitch={pitch} />
          <PitchDialogActions
            pitch={pitch}
            onEdit={() => setEditing(true)}
            onRegenerate={onRegenerate}
            onUndoRegeneration={onUndoRegeneration}
            onDelete={onDelete}
          />
        </>
      )}
    </Dialog>
  )
}

/** The journalist's address with the pitch already in the draft. */
function mailto(email: string, pitch: Pitch) {
  const query = new URLSearchParams({ subject: pitch.subject, body: pitch.content })
  // Mail clients read "+" literally; spaces must be %20.
  return `mailto:${email}?${query.toString().replaceAll('+', '%20')}`
}
