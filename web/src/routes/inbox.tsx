import { InboxScreen } from '../features/conversations/components/inbox-screen'
import { ServerState } from '../lib/server-state'

export default function InboxPage() {
  return (
    <ServerState>
      <div className="page inbox-page">
        <title>Inbox · Pressroom</title>
        <InboxScreen />
      </div>
    </ServerState>
  )
}
