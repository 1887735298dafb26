import { Link } from '../../../components/ui/link'
import { describeSearch } from '../filters'
import { FREQUENT_SEARCHES_LIMIT, RECENT_SEARCHES_LIMIT } from '../search-history'
import { searchHref } from '../search-href'
import { useSearchHistory } from '../use-search-history'

/** The searches this browser ran: the 10 latest and the 10 run most often. */
export function SearchHistoryLists() {
  const history = useSearchHistory()
  const recent = history.recent(RECENT_SEARCHES_LIMIT)
  const frequent = history.frequent(FREQUENT_SEARCHES_LIMIT).filter((item) => item.count > 1)

  return (
    <section className="card section-card" aria-labelledby="history-heading">
      <h2 id="history-heading">Recent searches</h2>
      {recent.length === 0 ? (
        <p className="muted">Searches you run on the Search page will show up here.</p>
      ) : (
        <ul className="history-links">
          {recent.map((item) => (
            <li key={`${item.timestamp}-${item.query}`}>
              <Link to={searchHref(item)}>{describeSearch(item.query, item.filters)}</Link>
              <span className="muted"> · {item.resultCount} results</span>
            </li>
          ))}
        </ul>
      )}
      {frequent.length > 0 && (
        <>
          <h3 className="history-subheading">Searched most often</h3>
          <ul className="history-links">
            {frequent.map((item) => (
              <li key={item.query}>
                <Link to={searchHref(item.last)}>{describeSearch(item.query, item.last.filters)}</Link>
                <span className="muted"> · {item.count} times</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
