import { AnalyticsScreen } from '../features/analytics/components/analytics-screen'
import { ServerState } from '../lib/server-state'

export default function AnalyticsPage() {
  return (
    <ServerState>
      <div className="page analytics-page">
        <title>Pitch Analytics · Pressroom</title>
        <AnalyticsScreen />
      </div>
    </ServerState>
  )
}
