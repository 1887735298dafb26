import { useCallback, useEffect, useState } from 'react'
import type { CatalogueEntry } from '../../../../shared/contracts/billing'
import { isAbortError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { billingApi } from './api'

export type ProductsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; plans: CatalogueEntry[]; packs: CatalogueEntry[] }

/** The catalogue, split into monthly plans and one-time packs, in the order the API lists them. */
export function useProducts() {
  const [state, setState] = useState<ProductsState>({ status: 'loading' })

  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ status: 'loading' })
    try {
      const { products } = await billingApi.products(signal)
      setState({
        status: 'ready',
        plans: products.filter((product) => product.mode === 'subscription'),
        packs: products.filter((product) => product.mode === 'payment'),
      })
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return
      setState({ status: 'error', message: errorMessage(error) })
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  return { state, reload: load }
}
