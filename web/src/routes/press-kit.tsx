import { KitListScreen } from '../features/press-kit/components/kit-list-screen'
import '../features/press-kit/press-kit.css'
import { ServerState } from '../lib/server-state'

export default function PressKitPage() {
  return (
    <ServerState>
      <div className="page press-kit-page">
        <title>Press Kits · Pressroom</title>
        <KitListScreen />
      </div>
    </ServerState>
  )
}
