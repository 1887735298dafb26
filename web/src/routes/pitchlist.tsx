import { PitchlistScreen } from '../features/pitchlist/components/pitchlist-screen'
import { ServerState } from '../lib/server-state'

export default function PitchlistPage() {
  return (
    <ServerState>
      <div className="page page-narrow pitchlist-page">
        <title>My Pitchlist · Pressroom</title>
        <PitchlistScreen />
      </div>
    </ServerState>
  )
}
