import { useEffect, useState } from 'react'
import type { SearchAggregations } from '../../../../shared/contracts/discovery'
import { isAbortError } from '../../lib/api-client'
import { discoveryApi } from './api'

/**
 * Every publication, topic, beat and city in the data with its count, from one empty search: the
 * options of the advanced form and of the sidebar before the first search.
 */
export function useFacetOptions() {
  const [options, setOptions] = useState<SearchAggregations | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    discoveryApi
      .search({ query: '', filters: {}, size: 1 }, controller.signal)
      .then((response) => setOptions(response.aggregations))
      .catch((error: unknown) => {
        // Without them the form still works with whatever the results offer; nothing to tell the founder.
        if (!controller.signal.aborted && !isAbortError(error)) setOptions(null)
      })
    return () => controller.abort()
  }, [])

  return options
}
