import type { SearchFilters } from '../../../../shared/contracts/discovery'
import type { KeyValueStorage } from '../../lib/session-storage'

/** Prefixed like the session keys, so Pressroom never reads another app's history on the same origin. */
export const SEARCH_HISTORY_KEY = 'pressroom.searchHistory'

/** Spec 1, section 9. */
export const SEARCH_HISTORY_LIMIT = 50
export const RECENT_SEARCHES_LIMIT = 10
export const EMPTY_STATE_RECENT_LIMIT = 5
export const FREQUENT_SEARCHES_LIMIT = 10

export interface SearchHistoryItem {
  query: string
  /** Milliseconds since the epoch. */
  timestamp: number
  resultCount: number
  filters: SearchFilters
}

export interface FrequentSearch {
  query: string
  count: number
  /** The most recent run of this query, with the filters it had then. */
  last: SearchHistoryItem
}

/** The searches a founder ran, newest first, kept in the browser only. */
export function createSearchHistory(storage: KeyValueStorage, now: () => number = Date.now) {
  function all(): SearchHistoryItem[] {
    try {
      const value: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]')
      return Array.isArray(value) ? value.filter(isItem) : []
    } catch {
      // A hand-edited or foreign value counts as no history.
      return []
    }
  }

  return {
    all,
    /** Records a search; a blank query is not a search worth remembering. */
    add(entry: Omit<SearchHistoryItem, 'timestamp'>): void {
      const query = entry.query.trim()
      if (!query) return
      const item = { ...entry, query, timestamp: now() }
      const items = [item, ...all()].slice(0, SEARCH_HISTORY_LIMIT)
      storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(items))
    },
    /** The latest run of each distinct query, newest first. */
    recent(limit = RECENT_SEARCHES_LIMIT): SearchHistoryItem[] {
      const seen = new Set<string>()
      return all()
        .filter((item) => {
          const key = item.query.toLowerCase()
          if (seen.has(key)) return false
          seen.add(key)
          return true
        })
        .slice(0, limit)
    },
    /** Queries run most often; ties go to the one run most recently. */
    frequent(limit = FREQUENT_SEARCHES_LIMIT): FrequentSearch[] {
      const byQuery = new Map<string, FrequentSearch>()
      for (const item of all()) {
        const key = item.query.toLowerCase()
        const known = byQuery.get(key)
        if (known) known.count += 1
        else byQuery.set(key, { query: item.query, count: 1, last: item })
      }
      return [...byQuery.values()]
        .sort((a, b) => b.count - a.count || b.last.timestamp - a.last.timestamp)
        .slice(0, limit)
    },
    clear(): void {
      storage.removeItem(SEARCH_HISTORY_KEY)
    },
  }
}
export type SearchHistory = ReturnType<typeof createSearchHistory>

function isItem(value: unknown): value is SearchHistoryItem {
  if (!value || typeof value !== 'object') return false
  const item = value as Record<string, unknown>
  return (
    typeof item.query === 'string' &&
    item.query.trim() !== '' &&
    typeof item.timestamp === 'number' &&
    typeof item.resultCount === 'number' &&
    typeof item.filters === 'object' &&
    item.filters !== null &&
    !Array.isArray(item.filters)
  )
}
