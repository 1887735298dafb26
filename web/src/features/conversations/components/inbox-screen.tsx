import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { InboxConversation, InboxFilter } from '../../../../../shared/contracts/conversations'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { CONVERSATION_MESSAGES, formatWhen } from '../constants'
import { useInbox } from '../use-conversations'
import { ConversationDialog } from './conversation-dialog'
import '../conversations.css'

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'needs_answer', label: 'Needs answer' },
]

/** Unread first, then those waiting for the founder's answer, then the newest. */
const rank = (c: InboxConversation) => (c.unread > 0 ? 0 : c.needs_answer ? 1 : 2)
const inboxOrder = (a: InboxConversation, b: InboxConversation) =>
  rank(a) - rank(b) || (a.last_inbound_at < b.last_inbound_at ? 1 : -1)

/** /inbox: every conversation with mail that came back, and its thread a click away. */
export function InboxScreen() {
  const [filter, setFilter] = useState<InboxFilter>('all')
  const inbox = useInbox(filter)
  const [params, setParams] = useSearchParams()
  const open = params.get('pitch')
  const close = () => setParams({}, { replace: true })
  const conversations = [...(inbox.data?.conversations ?? [])].sort(inboxOrder)
  return (
    <>
      <div className="page-header">
        <h1>Inbox</h1>
        <p className="muted">Replies to your pitches, and your answers, one thread per pitch.</p>
      </div>
      <fieldset className="inbox-filters">
        <legend className="visually-hidden">Show</legend>
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={f.value === filter ? 'button' : 'button button-secondary'}
            aria-pressed={f.value === filter}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </button>
        ))}
      </fieldset>
      {inbox.isPending ? (
        <LoadingState />
      ) : inbox.isError ? (
        <LoadError message={CONVERSATION_MESSAGES.inboxLoadFailed} onRetry={() => inbox.refetch()} />
      ) : conversations.length === 0 ? (
        <p className="muted">
          {filter === 'all' ? CONVERSATION_MESSAGES.inboxEmpty : CONVERSATION_MESSAGES.inboxFilteredEmpty}
        </p>
      ) : (
        <ul className="inbox-list">
          {conversations.map((c) => (
            <li key={c.pitch_id}>
              <button
                type="button"
                className={`inbox-item${c.unread > 0 ? ' unread' : ''}`}
                onClick={() => setParams({ pitch: c.pitch_id })}
              >
                <span className="inbox-item-top">
                  <strong>
                    {c.journalist.name} · {c.journalist.publication}
                  </strong>
                  <time className="muted" dateTime={c.last_inbound_at}>
                    {formatWhen(c.last_inbound_at)}
                  </time>
                </span>
                <span>{c.subject}</span>
                {c.snippet && <span className="muted">{c.snippet}</span>}
                <span>
                  {c.unread > 0 && <span className="inbox-tag">{c.unread} unread </span>}
                  {c.needs_answer && <span className="inbox-tag">Needs answer</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ConversationDialog
          pitchId={open}
          title={conversations.find((c) => c.pitch_id === open)?.subject}
          onClose={close}
        />
      )}
    </>
  )
}
