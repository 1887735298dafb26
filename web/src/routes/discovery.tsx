import { DiscoveryScreen } from '../features/discovery/components/discovery-screen'

export default function DiscoveryPage() {
  return (
    <div className="page discovery-page">
      <title>Discovery · Pressroom</title>
      <DiscoveryScreen />
    </div>
  )
}
