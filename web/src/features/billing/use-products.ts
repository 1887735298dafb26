import { useQuery } from '@tanstack/react-query'
import type { CatalogueEntry } from '../../../../shared/contracts/billing'
import { errorMessage } from '../../lib/error-message'
import { queryKeys } from '../../lib/query-keys'
import { billingApi } from './api'

export type ProductsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; plans: CatalogueEntry[]; packs: CatalogueEntry[] }

/** The catalogue, split into monthly plans and one-time packs, in the order the API lists them. */
export function useProducts() {
  const query = useQuery({
    queryKey: queryKeys.billing.products,
    queryFn: async ({ signal }) => (await billingApi.products(signal)).products,
    // The catalogue changes with a deploy, not while the app runs.
    staleTime: 10 * 60_000,
  })
  const state: ProductsState =
    query.isPending || (query.isError && query.isFetching)
      ? { status: 'loading' }
      : query.isError
        ? { status: 'error', message: errorMessage(query.error) }
        : {
            status: 'ready',
            plans: query.data.filter((product) => product.mode === 'subscription'),
            packs: query.data.filter((product) => product.mode === 'payment'),
          }
  return { state, reload: () => void query.refetch() }
}
