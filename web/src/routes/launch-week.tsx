import { LaunchWeekScreen } from '../features/launch-week/components/launch-week-screen'

export default function LaunchWeekPage() {
  return (
    <>
      <title>Founder Week · Pressroom</title>
      <LaunchWeekScreen />
    </>
  )
}
