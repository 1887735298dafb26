import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../lib/query-keys'
import { discoveryApi } from './api'

/**
 * Every publication, topic, beat and city in the data with its count, from one empty search: the
 * options of the advanced form and of the sidebar before the first search. Without them (a failure)
 * the form still works with whatever the results offer; nothing to tell the founder.
 */
export function useFacetOptions() {
  const query = useQuery({
    queryKey: queryKeys.discovery.facets,
    queryFn: async ({ signal }) =>
      (await discoveryApi.search({ query: '', filters: {}, size: 1 }, signal)).aggregations,
    // The journalists change with an import, not while the app runs.
    staleTime: 10 * 60_000,
  })
  return query.data ?? null
}
