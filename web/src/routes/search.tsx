import { SearchScreen } from '../features/discovery/components/search-screen'
import { ServerState } from '../lib/server-state'

export default function SearchPage() {
  return (
    <ServerState>
      <div className="page search-page">
        <title>Discover Journalists · Pressroom</title>
        <SearchScreen />
      </div>
    </ServerState>
  )
}
