// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { kitFixture } from '../kit-fixture'
import { KitViewScreen } from './kit-view-screen'

const KIT = kitFixture({
  status: 'completed',
  published: false,
  outputs: { web: { preview_url: '/kit/acme' }, pdf: { download_url: null } },
})

afterEach(() => vi.unstubAllGlobals())

describe("a kit's view", () => {
  it('offers Publish instead of a share link nobody could open, and the link once it is published', async () => {
    let published = false
    const puts: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        if (init.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)))
          published = true
        }
        return new Response(JSON.stringify({ kit: { ...KIT, published } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await act(async () => {
      mount(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/press-kit/view/kit-1']}>
            <Routes>
              <Route path="/press-kit/view/:id" element={<KitViewScreen />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      )
    })
    const share = () => document.querySelector('.kit-share-card') as HTMLElement
    await waitFor(() => expect(share()?.querySelector('h2')?.textContent).toBe('Not published'))
    const buttons = () => [...share().querySelectorAll('a, button')].map((e) => e.textContent)
    expect(buttons()).toEqual(['Publish'])
    expect(share().querySelector('input')).toBeNull()

    await act(async () => (share().querySelector('button') as HTMLButtonElement).click())
    expect(puts).toEqual([{ published: true }])
    await waitFor(() => expect(share().querySelector('h2')?.textContent).toBe('Share link'))
    expect(buttons()).toEqual(['Copy link', 'Open public page'])
    expect((share().querySelector('input') as HTMLInputElement).value).toMatch(/\/kit\/acme$/)
  })
})
