import { KitAnalyticsScreen } from '../features/kit-analytics/components/kit-analytics-screen'
import { ServerState } from '../lib/server-state'

export default function PressKitAnalyticsPage() {
  return (
    <ServerState>
      <div className="page kit-analytics-page">
        <title>Kit Analytics · Pressroom</title>
        <KitAnalyticsScreen />
      </div>
    </ServerState>
  )
}
