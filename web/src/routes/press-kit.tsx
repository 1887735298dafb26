import { KitListScreen } from '../features/press-kit/components/kit-list-screen'
import '../features/press-kit/press-kit.css'

export default function PressKitPage() {
  return (
    <div className="page press-kit-page">
      <title>Press Kits · Pressroom</title>
      <KitListScreen />
    </div>
  )
}
