import { SearchScreen } from '../features/discovery/components/search-screen'

export default function SearchPage() {
  return (
    <div className="page search-page">
      <title>Discover Journalists · Pressroom</title>
      <SearchScreen />
    </div>
  )
}
