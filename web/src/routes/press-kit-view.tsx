import { BuilderErrorBoundary } from '../features/press-kit/components/builder-error-boundary'
import { KitViewScreen } from '../features/press-kit/components/kit-view-screen'
import '../features/press-kit/press-kit.css'
import { ServerState } from '../lib/server-state'

export default function PressKitViewPage() {
  return (
    <ServerState>
      <div className="page press-kit-page">
        <title>Press Kit · Pressroom</title>
        <BuilderErrorBoundary>
          <KitViewScreen />
        </BuilderErrorBoundary>
      </div>
    </ServerState>
  )
}
