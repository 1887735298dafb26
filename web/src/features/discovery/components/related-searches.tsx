interface RelatedSearchesProps {
  suggestions: { query: string }[]
  onRun(query: string): void
}

/** Narrower searches the results support, one click away. */
export function RelatedSearches({ suggestions, onRun }: RelatedSearchesProps) {
  if (suggestions.length === 0) return null
  return (
    <nav className="related-searches" aria-label="Related searches">
      <span className="related-searches-label">Related:</span>
      <ul>
        {suggestions.map(({ query }) => (
          <li key={query}>
            <button type="button" className="link-button" onClick={() => onRun(query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
