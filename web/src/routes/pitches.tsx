import { PitchesScreen } from '../features/pitches/components/pitches-screen'
import { ServerState } from '../lib/server-state'

export default function PitchesPage() {
  return (
    <ServerState>
      <div className="page pitches-page">
        <title>Pitch Pipeline · Pressroom</title>
        <PitchesScreen />
      </div>
    </ServerState>
  )
}
