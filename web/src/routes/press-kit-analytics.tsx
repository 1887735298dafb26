import { KitAnalyticsScreen } from '../features/kit-analytics/components/kit-analytics-screen'

export default function PressKitAnalyticsPage() {
  return (
    <div className="page kit-analytics-page">
      <title>Kit Analytics · Pressroom</title>
      <KitAnalyticsScreen />
    </div>
  )
}
