import { BuilderErrorBoundary } from '../features/press-kit/components/builder-error-boundary'
import { KitBuilderScreen } from '../features/press-kit/components/kit-builder-screen'
import '../features/press-kit/press-kit.css'
import { ServerState } from '../lib/server-state'

export default function PressKitBuilderPage() {
  return (
    <ServerState>
      <div className="page press-kit-page press-kit-builder-page">
        <title>Press Kit Builder · Pressroom</title>
        <BuilderErrorBoundary>
          <KitBuilderScreen />
        </BuilderErrorBoundary>
      </div>
    </ServerState>
  )
}
