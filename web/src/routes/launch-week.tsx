import { LaunchWeekScreen } from '../features/launch-week/components/launch-week-screen'
import { ServerState } from '../lib/server-state'

export default function LaunchWeekPage() {
  return (
    <ServerState>
      <title>Founder Week · Pressroom</title>
      <LaunchWeekScreen />
    </ServerState>
  )
}
