import { ServerState } from '../../../lib/server-state'
import { useInbox } from '../use-conversations'
import '../conversations.css'

function Count() {
  const unread = useInbox('all').data?.unread ?? 0
  if (unread === 0) return null
  return (
    <span className="inbox-badge">
      {unread > 99 ? '99+' : unread}
      <span className="visually-hidden"> unread</span>
    </span>
  )
}

/** The unread replies beside Inbox in the top navigation; loaded after the screen, with the cache. */
export default function InboxBadge() {
  return (
    <ServerState>
      <Count />
    </ServerState>
  )
}
