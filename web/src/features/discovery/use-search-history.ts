import { useCallback, useState } from 'react'
import { browserStorage } from '../../lib/browser-storage'
import { createSearchHistory, type SearchHistoryItem } from './search-history'

const history = createSearchHistory(browserStorage)

/** The local search history; adding to it re-renders the screen that shows it. */
export function useSearchHistory() {
  const [, setVersion] = useState(0)

  const add = useCallback((entry: Omit<SearchHistoryItem, 'timestamp'>) => {
    history.add(entry)
    setVersion((v) => v + 1)
  }, [])

  return { recent: history.recent, frequent: history.frequent, add }
}
