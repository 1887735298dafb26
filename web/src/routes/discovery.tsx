import { DiscoveryScreen } from '../features/discovery/components/discovery-screen'
import { ServerState } from '../lib/server-state'

export default function DiscoveryPage() {
  return (
    <ServerState>
      <div className="page discovery-page">
        <title>Discovery · Pressroom</title>
        <DiscoveryScreen />
      </div>
    </ServerState>
  )
}
