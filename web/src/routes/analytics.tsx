import { AnalyticsScreen } from '../features/analytics/components/analytics-screen'

export default function AnalyticsPage() {
  return (
    <div className="page analytics-page">
      <title>Pitch Analytics · Pressroom</title>
      <AnalyticsScreen />
    </div>
  )
}
