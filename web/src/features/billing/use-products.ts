import { useCallback, useEffect, useState } from 'react'
import type { CatalogueEntry } from '../../../../shared/contracts/billing'
import { isAbortError, shouldRetry } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { billingApi } from './api'

export type ProductsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; plans: CatalogueEntry[]; packs: CatalogueEntry[] }

/**
 * The catalogue, split into monthly plans and one-time packs, in the order the API lists them.
 *
 * A plain call, not a query: /pricing is a page visitors land on, and it stays within its budget of
 * initial JavaScript by not loading the server-state cache (docs/decisions/011, "Public first
 * screens"). The catalogue changes with a deploy, so nothing else on the page depends on caching it.
 */
export function useProducts() {
  const [state, setState] = useState<ProductsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    // `attempt` asks again after a failure (Try again).
    void attempt
    const controller = new AbortController()
    setState({ status: 'loading' })
    readCatalogue(controller.signal)
      .then(({ products }) =>
        setState({
          status: 'ready',
          plans: products.filter((product) => product.mode === 'subscription'),
          packs: products.filter((product) => product.mode === 'payment'),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        setState({ status: 'error', message: errorMessage(error) })
      })
    return () => controller.abort()
  }, [attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, reload }
}

/** The catalogue, asked for once more after a network failure or a 5xx, as the cache's queries are. */
async function readCatalogue(signal: AbortSignal) {
  for (let failures = 0; ; failures++) {
    try {
      return await billingApi.products(signal)
    } catch (error) {
      if (signal.aborted || !shouldRetry(failures, error)) throw error
    }
  }
}
