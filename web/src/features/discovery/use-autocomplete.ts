import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { SUGGESTION_QUERY_MAX_LENGTH } from '../../../../shared/domain/search'
import { queryKeys } from '../../lib/query-keys'
import { discoveryApi } from './api'
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from './constants'

/**
 * Suggestions for the search box: asked for only after a 300 ms pause, only for text longer than
 * 2 characters and no longer than the suggestions endpoint takes (100, where the search itself takes
 * 500: a longer description is a search, not a name to complete; the endpoint would answer 400), and
 * only while the box has focus. A newer request aborts the older one (its query loses its last
 * observer, and TanStack Query aborts the signal the call was given); text asked for before is
 * answered from the cache. A failure just means none are offered. The limit comes from the zod-free
 * constants the contract re-exports, so the search screen still shows without loading the contracts.
 */
export function useAutocomplete(text: string, focused: boolean) {
  const trimmed = text.trim()
  const wanted =
    focused && trimmed.length > SUGGEST_MIN_LENGTH && trimmed.length <= SUGGESTION_QUERY_MAX_LENGTH
      ? trimmed
      : null
  const [settled, setSettled] = useState<string | null>(null)

  useEffect(() => {
    if (wanted === null) {
      setSettled(null)
      return
    }
    const timer = setTimeout(() => setSettled(wanted), SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [wanted])

  const query = useQuery({
    queryKey: queryKeys.discovery.suggestions(settled ?? ''),
    queryFn: async ({ signal }) => (await discoveryApi.suggestions(settled ?? '', signal)).suggestions,
    enabled: settled !== null && settled === wanted,
    placeholderData: keepPreviousData,
    retry: false,
  })
  return wanted === null || query.isError ? [] : (query.data ?? [])
}
