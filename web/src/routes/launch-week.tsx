import { LaunchWeekScreen } from '../features/launch-week/components/launch-week-screen'

// A page visitors land on: it reads its status with a plain call, without the server-state cache
// (docs/decisions/011, "Public first screens").
export default function LaunchWeekPage() {
  return (
    <>
      <title>Founder Week · Pressroom</title>
      <LaunchWeekScreen />
    </>
  )
}
