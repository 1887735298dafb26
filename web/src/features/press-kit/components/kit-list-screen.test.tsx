// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PressKit } from '../../../../../shared/contracts/press-kit'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { KitListScreen } from './kit-list-screen'

// The list's code arrives when the test lets it: a slow chunk, whatever the network answers meanwhile.
const listCode = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { arrive, arrived }
})
vi.mock('./kit-list-content', async (importOriginal) => {
  await listCode.arrived
  return importOriginal()
})

const at = '2026-03-01T09:00:00.000Z'
const KIT = {
  id: 'kit-1',
  status: 'completed',
  template_id: 'default',
  company: { name: 'Acme Robotics' },
  press_kit_web: { slug: 'acme', views: 12, downloads: 3, leads: 2 },
  outputs: { web: { preview_url: '/kit/acme' }, pdf: { download_url: null } },
  created_at: at,
} as unknown as PressKit

/** GET /api/press-kit/kits answered by `answer` each time, every request kept. */
function fakeServer(answer: () => { status: number; body: unknown }) {
  const requests: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(String(url))
      const { status, body } = answer()
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return requests
}

afterEach(() => vi.unstubAllGlobals())

async function render() {
  // Fresh for 30 s, as lib/query-client.ts has it: the list's code finds the screen's read in the cache.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <KitListScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    )
  })
}

const text = () => document.body.textContent ?? ''
const createLink = () =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === 'Create Press Kit') as HTMLElement

describe('the press kit list', () => {
  it('asks for the kits before its code has loaded, shows the header and "Loading..." until both are there, and keeps focus on Create Press Kit', async () => {
    const requests = fakeServer(() => ({ status: 200, body: { kits: [KIT] } }))
    await render()
    await waitFor(() => expect(requests).toEqual(['/api/press-kit/kits']))
    await act(async () => {}) // the kits have arrived; the code to show them has not
    expect(document.querySelector('h1')?.textContent).toBe('Press Kits')
    expect(text()).toContain('Loading...')
    createLink().focus()

    await act(async () => listCode.arrive())
    await waitFor(() => expect(text()).toContain('Acme Robotics Press Kit'))
    expect(text()).not.toContain('Loading...')
    expect(text()).toContain('Total Views12')
    expect(document.activeElement).toBe(createLink())
    expect(requests).toHaveLength(1)
  })

  it('says "No press kits yet" with a way to make one when there are none', async () => {
    fakeServer(() => ({ status: 200, body: { kits: [] } }))
    await render()
    await waitFor(() => expect(text()).toContain('No press kits yet'))
    expect(
      [...document.querySelectorAll('a')].filter((a) => a.textContent === 'Create Press Kit'),
    ).toHaveLength(2)
  })

  it('says "Failed to load press kits" with a Try again that loads them', async () => {
    let down = true
    fakeServer(() =>
      down ? { status: 500, body: { message: 'Internal' } } : { status: 200, body: { kits: [KIT] } },
    )
    await render()
    await waitFor(() => expect(text()).toContain('Failed to load press kits'))
    down = false
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again')
    await act(async () => retry?.click())
    await waitFor(() => expect(text()).toContain('Acme Robotics Press Kit'))
    expect(text()).not.toContain('Failed to load press kits')
  })
})
