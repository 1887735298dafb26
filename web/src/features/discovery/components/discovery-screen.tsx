import { Link } from '../../../components/ui/link'
import { usePitchlistIds } from '../../pitchlist'
import { ArticleLookup } from './article-lookup'
import { SavedSearches } from './saved-searches'
import { SearchHistoryLists } from './search-history-lists'

/** Discovery: find a journalist from an article link, and go back to saved and recent searches. */
export function DiscoveryScreen() {
  const pitchlist = usePitchlistIds()
  return (
    <>
      <header className="page-header page-header-row">
        <div>
          <h1>Discovery</h1>
          <p className="muted">Start from an article you liked, or pick up a search where you left it.</p>
        </div>
        <Link to="/search" className="button button-primary">
          New search
        </Link>
      </header>
      <ArticleLookup starred={pitchlist.ids} onToggleStar={(id) => void pitchlist.toggle(id)} />
      <div className="discovery-columns">
        <SavedSearches />
        <SearchHistoryLists />
      </div>
    </>
  )
}
