import { PitchlistScreen } from '../features/pitchlist/components/pitchlist-screen'

export default function PitchlistPage() {
  return (
    <div className="page page-narrow pitchlist-page">
      <title>My Pitchlist · Pressroom</title>
      <PitchlistScreen />
    </div>
  )
}
