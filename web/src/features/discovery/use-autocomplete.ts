import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { queryKeys } from '../../lib/query-keys'
import { discoveryApi } from './api'
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from './constants'

/**
 * Suggestions for the search box: asked for only after a 300 ms pause, only for text longer than
 * 2 characters and only while the box has focus. A newer request aborts the older one (its query
 * loses its last observer, and TanStack Query aborts the signal the call was given); text asked for
 * before is answered from the cache. A failure just means none are offered.
 */
export function useAutocomplete(text: string, focused: boolean) {
  const wanted = focused && text.trim().length > SUGGEST_MIN_LENGTH ? text.trim() : null
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
