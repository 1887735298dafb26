import { useDraggable, useDroppable } from '@dnd-kit/core'
import { type ComponentPropsWithRef, type MouseEvent, memo } from 'react'
import type { WorkflowCard } from '../../../../../shared/contracts/workflow'
import { responseRateTone } from '../../../../../shared/domain/pipeline'
import { cardTarget } from '../board-dnd'
import { formatShortDate } from '../constants'
import type { ClickKeys } from '../selection'

interface CardProps {
  card: WorkflowCard
  selected: boolean
  lifted: boolean
  reverted: boolean
  onClick(id: string, keys: ClickKeys): void
  onToggle(id: string): void
  /** Opens the pitch's conversation: the card's reply marker is its way in. */
  onOpenConversation(pitchId: string): void
}

/**
 * A card on the board: moved with the pointer or Space and arrows, selected with Cmd/Ctrl+Click,
 * Shift+Click or its checkbox. Memoised: with 500 cards only the ones whose props change re-render.
 */
export const WorkflowCardItem = memo(function WorkflowCardItem({
  card,
  selected,
  lifted,
  reverted,
  onClick,
  onToggle,
  onOpenConversation,
}: CardProps) {
  const drag = useDraggable({ id: card.id, data: { status: card.status } })
  const drop = useDroppable({ id: cardTarget(card.id), data: { status: card.status } })
  const name = card.journalist.full_name
  const className = [
    'workflow-card',
    selected ? 'workflow-card-selected' : '',
    lifted ? 'workflow-card-lifted' : '',
    reverted ? 'workflow-card-reverted' : '',
    drop.isOver && !lifted ? 'workflow-card-over' : '',
    card.pitch.reply_snippet ? 'workflow-card-with-reply' : '',
  ]
    .filter(Boolean)
    .join(' ')

  function click(event: MouseEvent) {
    onClick(card.id, { toggle: event.metaKey || event.ctrlKey, range: event.shiftKey })
  }

  return (
    <li className={className} data-card={card.id}>
      <input
        type="checkbox"
        className="workflow-card-check"
        checked={selected}
        onChange={() => onToggle(card.id)}
        aria-label={`Select ${name}`}
      />
      <CardBody
        ref={(node) => {
          drag.setNodeRef(node)
          drop.setNodeRef(node)
        }}
        card={card}
        className="workflow-card-body"
        {...drag.attributes}
        {...drag.listeners}
        aria-label={`${name}, ${card.journalist.publication}: ${card.pitch.subject}`}
        onClick={click}
        replyInBody={false}
      />
      {/* Beside the card's body, not in it: the body is the drag handle (a button to screen readers,
          whose content is not announced as controls), and Space on it lifts the card. */}
      {card.pitch.reply_snippet && (
        <button
          type="button"
          className="workflow-card-reply"
          title={card.pitch.reply_snippet}
          onClick={() => onOpenConversation(card.pitch.id)}
        >
          <span className="visually-hidden">Open the conversation, latest reply: </span>“
          {card.pitch.reply_snippet}”
        </button>
      )}
    </li>
  )
})

type BodyProps = {
  card: WorkflowCard
  /** The latest reply's first words inside the body (the card under the pointer while dragged). */
  replyInBody?: boolean
} & ComponentPropsWithRef<'div'>

/** What a card shows; also drawn under the pointer while a card is dragged. */
export function CardBody({ card, replyInBody = true, ...props }: BodyProps) {
  const rate = Math.round(card.journalist.response_rate)
  return (
    <div {...props}>
      <div className="workflow-card-head">
        <div className="workflow-card-who">
          <p className="workflow-card-name">{card.journalist.full_name}</p>
          <p className="workflow-card-publication">{card.journalist.publication}</p>
        </div>
        <span className={`workflow-rate workflow-rate-${responseRateTone(rate)}`} title="Response rate">
          {rate}%<span className="visually-hidden"> response rate</span>
        </span>
      </div>
      {card.journalist.topics.length > 0 && (
        <ul className="workflow-card-topics" aria-label="Topics">
          {card.journalist.topics.slice(0, 3).map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      )}
      <p className="workflow-card-subject" title={card.pitch.subject}>
        {card.pitch.subject}
      </p>
      {replyInBody && card.pitch.reply_snippet && (
        <p className="workflow-card-reply" title={card.pitch.reply_snippet}>
          <span className="visually-hidden">Latest reply: </span>“{card.pitch.reply_snippet}”
        </p>
      )}
      <p className="workflow-card-foot">
        {card.pitch.replied_at ? (
          <time className="workflow-card-replied" dateTime={card.pitch.replied_at}>
            Replied {formatShortDate(card.pitch.replied_at)}
          </time>
        ) : card.pitch.sent_at ? (
          <time dateTime={card.pitch.sent_at}>Sent {formatShortDate(card.pitch.sent_at)}</time>
        ) : (
          <span>Not sent</span>
        )}
        {card.pitch.follow_up_date && (
          <time dateTime={card.pitch.follow_up_date}>
            Follow-up {formatShortDate(card.pitch.follow_up_date)}
          </time>
        )}
      </p>
    </div>
  )
}
