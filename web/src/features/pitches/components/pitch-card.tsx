import { useDraggable } from '@dnd-kit/core'
import type { ComponentPropsWithRef, KeyboardEvent } from 'react'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { JOURNALIST_WROTE } from '../../../../../shared/domain/follow-ups'
import { ANGLE_LABELS, awayUntil, formatDate } from '../constants'

interface PitchCardProps {
  pitch: Pitch
  /** This card is being moved; the overlay shows it under the pointer and this copy stays as a ghost. */
  lifted: boolean
  onOpen(id: string): void
}

/** A card on the board: it opens on click or Enter and is moved with the pointer or Space and arrows. */
export function PitchCard({ pitch, lifted, onOpen }: PitchCardProps) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: pitch.id, data: { status: pitch.status } })

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    listeners?.onKeyDown?.(event)
    if (event.key === 'Enter' && !lifted && !event.defaultPrevented) {
      event.preventDefault()
      onOpen(pitch.id)
    }
  }

  const away = awayUntil(pitch)
  return (
    <PitchCardBody
      ref={setNodeRef}
      pitch={pitch}
      className={lifted ? 'pitch-card pitch-card-lifted' : 'pitch-card'}
      {...attributes}
      {...listeners}
      aria-label={`${pitch.journalist.full_name}, ${pitch.journalist.publication}: ${pitch.subject}${pitch.replied_at ? ' (replied)' : ''}${away ? ` (${away.toLowerCase()})` : ''}`}
      data-pitch-card={pitch.id}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(pitch.id)}
    />
  )
}

type PitchCardBodyProps = { pitch: Pitch } & ComponentPropsWithRef<'div'>

/** What a card shows; also drawn under the pointer while a card is dragged. */
export function PitchCardBody({ pitch, ...props }: PitchCardBodyProps) {
  const dated = pitch.sent_at ?? pitch.created_at
  const away = awayUntil(pitch)
  return (
    <div {...props}>
      <div className="pitch-card-head">
        <span className="pitch-card-avatar" aria-hidden="true">
          {initials(pitch.journalist.full_name)}
        </span>
        <div className="pitch-card-who">
          <p className="pitch-card-name">{pitch.journalist.full_name}</p>
          <p className="pitch-card-publication">{pitch.journalist.publication}</p>
        </div>
      </div>
      <p className="pitch-card-subject" title={pitch.subject}>
        {pitch.subject}
      </p>
      {away && <p className="pitch-card-away">{away}</p>}
      {pitch.journalist_wrote_at && !pitch.replied_at && (
        <p className="pitch-card-away">{JOURNALIST_WROTE}</p>
      )}
      {pitch.reply_snippet && (
        <p className="pitch-card-reply" title={pitch.reply_snippet}>
          <span className="visually-hidden">Latest reply: </span>“{pitch.reply_snippet}”
        </p>
      )}
      <div className="pitch-card-foot">
        {pitch.angle && (
          <span className={`pitch-angle pitch-angle-${pitch.angle}`}>{ANGLE_LABELS[pitch.angle]}</span>
        )}
        {pitch.replied_at ? (
          <span className="pitch-card-badge pitch-card-replied">Replied</span>
        ) : pitch.send_status === 'scheduled' ? (
          <span className="pitch-card-badge">Scheduled</span>
        ) : pitch.send_status === 'bounced' ? (
          <span className="pitch-card-badge pitch-card-bounced">Bounced</span>
        ) : null}
        <time dateTime={dated}>
          {pitch.sent_at ? 'Sent ' : ''}
          {formatDate(dated)}
        </time>
      </div>
    </div>
  )
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase()
}
