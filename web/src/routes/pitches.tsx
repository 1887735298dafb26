import { PitchesScreen } from '../features/pitches/components/pitches-screen'

export default function PitchesPage() {
  return (
    <div className="page pitches-page">
      <title>Pitch Pipeline · Pressroom</title>
      <PitchesScreen />
    </div>
  )
}
