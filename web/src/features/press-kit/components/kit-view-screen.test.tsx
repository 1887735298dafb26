// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PressKit } from '../../../../../shared/contracts/press-kit'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { kitFixture } from '../kit-fixture'
import { KitViewScreen } from './kit-view-screen'

const KIT = kitFixture({
  status: 'completed',
  published: false,
  outputs: { web: { preview_url: '/kit/acme' }, pdf: { download_url: null, outdated: false } },
})

afterEach(() => vi.unstubAllGlobals())

/** /press-kit/view/kit-1, as the app routes to it, over the stubbed API. */
async function renderView() {
  await act(async () => {
    mount(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/press-kit/view/kit-1']}>
          <Routes>
            <Route path="/press-kit/view/:id" element={<KitViewScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    )
  })
}

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
    await renderView()
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

  it('says an outdated PDF is outdated, and Download PDF makes it again rather than hand out the old one', async () => {
    const outdated = kitFixture({
      status: 'completed',
      published: true,
      outputs: {
        web: { preview_url: '/kit/acme' },
        pdf: { download_url: 'https://files.example/old.pdf', outdated: true },
      },
    })
    const requests: { method: string; body?: unknown }[] = []
    let current: PressKit = outdated
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET'
        requests.push({ method, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) })
        // Asked to render, it is generating from then on (the render is not this test's).
        if (method === 'PUT') current = { ...outdated, status: 'generating', version: outdated.version + 1 }
        const kit = current
        return new Response(JSON.stringify({ kit }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const opened = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderView()
    await waitFor(() =>
      expect(document.querySelector('.kit-pdf-outdated')?.textContent).toMatch(/^Your PDF was made before/),
    )
    const download = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Download PDF')
    await act(async () => download?.click())
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT')).toEqual([
        { method: 'PUT', body: { regenerate: true } },
      ]),
    )
    expect(opened).not.toHaveBeenCalled()
    // The render done, the new PDF is the one downloaded.
    current = {
      ...outdated,
      version: outdated.version + 1,
      outputs: {
        ...outdated.outputs,
        pdf: { download_url: 'https://files.example/new.pdf', outdated: false },
      },
    }
    await waitFor(() =>
      expect(opened.mock.contexts.map((link) => (link as HTMLAnchorElement).href)).toEqual([
        'https://files.example/new.pdf',
      ]),
    )
    opened.mockRestore()
  }, 15_000)
})
