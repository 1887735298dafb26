// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CatalogueEntry } from '../../../../shared/contracts/billing'
import { mount, waitFor } from '../../lib/form-test-harness'
import { useProducts } from './use-products'

const GROWTH = { id: 'growth', name: 'Growth', mode: 'subscription' } as CatalogueEntry
const MINI = { id: 'mini', name: 'Mini pack', mode: 'payment' } as CatalogueEntry

/** Answers the catalogue with each status in turn (the last one repeats); counts the requests. */
function catalogue(...statuses: number[]) {
  let requests = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const status = statuses[Math.min(requests++, statuses.length - 1)] ?? 200
      const body = status === 200 ? { products: [GROWTH, MINI] } : { message: 'Internal server error' }
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return () => requests
}

afterEach(() => vi.unstubAllGlobals())

function Catalogue() {
  const { state } = useProducts()
  if (state.status !== 'ready') return <p>{state.status === 'error' ? state.message : 'Loading...'}</p>
  return <p>{[...state.plans, ...state.packs].map((product) => product.name).join(', ')}</p>
}

const text = () => document.body.textContent ?? ''

describe('the pricing catalogue', () => {
  it('splits plans from packs', async () => {
    catalogue(200)
    mount(<Catalogue />)
    await waitFor(() => expect(text()).toBe('Growth, Mini pack'))
  })

  it('asks once more after a server failure, as the cached reads do', async () => {
    const requests = catalogue(503, 200)
    mount(<Catalogue />)
    await waitFor(() => expect(text()).toBe('Growth, Mini pack'))
    expect(requests()).toBe(2)
  })

  it('shows the failure after the second, and asks no third time', async () => {
    const requests = catalogue(503)
    mount(<Catalogue />)
    await waitFor(() => expect(text()).toBe('Internal server error'))
    expect(requests()).toBe(2)
  })
})
