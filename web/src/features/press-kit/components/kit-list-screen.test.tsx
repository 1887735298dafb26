// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PressKit } from '../../../../../shared/contracts/press-kit'
import { fakeServer } from '../../../lib/fake-fetch'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { kitsQuery } from '../kits-query'
import { KitListScreen } from './kit-list-screen'

// The list's code arrives when the test lets it: a slow chunk, whatever the network answers meanwhile.
// Armed again for a test that imports the screen afresh (the screen keeps the chunk once it has it).
const listCode = vi.hoisted(() => {
  const gate = {
    arrive: () => {},
    arrived: Promise.resolve(),
    arm() {
      gate.arrived = new Promise<void>((resolve) => {
        gate.arrive = resolve
      })
    },
  }
  gate.arm()
  return gate
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

afterEach(() => {
  vi.unstubAllGlobals()
  // A test that fails before letting the code in must not take the next ones down with it.
  listCode.arrive()
})

async function render(Screen: typeof KitListScreen = KitListScreen) {
  // Fresh for 30 s, as lib/query-client.ts has it: the list's code finds the screen's read in the cache.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Screen />
        </MemoryRouter>
      </QueryClientProvider>,
    )
  })
  // What the cache holds of the read: the test can tell an answer has arrived while the screen shows
  // the same header and loading state either way.
  return () => queryClient.getQueryState(kitsQuery.queryKey)?.status
}

const text = () => document.body.textContent ?? ''
const createLink = () =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === 'Create Press Kit') as HTMLElement

describe('the press kit list', () => {
  it('asks for the kits before its code has loaded, shows the header and "Loading..." until both are there, and keeps focus on Create Press Kit', async () => {
    const requests = fakeServer(() => ({ status: 200, body: { kits: [KIT] } }))
    const read = await render()
    await waitFor(() => expect(requests).toEqual(['/api/press-kit/kits']))
    await waitFor(() => expect(read()).toBe('success'))
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

  it('says "Failed to load press kits" once its code arrives when the kits failed before it', async () => {
    // A fresh screen module, whose list code has not been loaded yet: the tests above loaded it.
    vi.resetModules()
    listCode.arm()
    // vi.mock's module stays in the mocks registry through resetModules: registered again, it is made
    // again, and waits on the gate just armed.
    vi.doMock('./kit-list-content', async (importOriginal) => {
      await listCode.arrived
      return importOriginal()
    })
    const { KitListScreen: FreshScreen } = await import('./kit-list-screen')
    const requests = fakeServer(() => ({ status: 500, body: { message: 'Internal server error' } }))
    const read = await render(FreshScreen)
    await waitFor(() => expect(requests).toEqual(['/api/press-kit/kits']))
    await waitFor(() => expect(read()).toBe('error'))
    await act(async () => {}) // the failure has arrived; the code to show it has not
    expect(document.querySelector('h1')?.textContent).toBe('Press Kits')
    expect(text()).toContain('Loading...')
    expect(text()).not.toContain('Failed to load press kits')

    await act(async () => listCode.arrive())
    await waitFor(() => expect(text()).toContain('Failed to load press kits'))
    expect(text()).not.toContain('Loading...')
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toContain('Try again')
    // The list's code, mounting on the failed read, shows it rather than asking again.
    expect(requests).toHaveLength(1)
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

  it('says "Not published" with a Publish action for a generated kit nobody can open yet, and offers View and Copy link once it is published', async () => {
    const unpublished = { ...KIT, published: false }
    let published = false
    fakeServer((url) =>
      url.endsWith('/api/press-kit/kits')
        ? { status: 200, body: { kits: [{ ...unpublished, published }] } }
        : { status: 200, body: { kit: { ...unpublished, published: true } } },
    )
    await render()
    await waitFor(() => expect(text()).toContain('Acme Robotics Press Kit'))
    const row = () => document.querySelector('tr[data-kit-id="kit-1"]') as HTMLElement
    const labels = () => [...row().querySelectorAll('a, button')].map((e) => e.textContent)
    expect(row().textContent).toContain('Not published')
    expect(row().textContent).not.toContain('Completed')
    expect(labels()).toContain('Publish')
    expect(labels()).not.toContain('View')
    expect(labels()).not.toContain('Copy link')

    published = true
    const publish = [...row().querySelectorAll('button')].find((b) => b.textContent === 'Publish')
    await act(async () => publish?.click())
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(put?.[0]).toBe('/api/press-kit/kits/kit-1')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ published: true })
    await waitFor(() => expect(labels()).toContain('View'))
    expect(labels()).toContain('Copy link')
    expect(labels()).not.toContain('Publish')
    expect(row().textContent).toContain('Completed')
  })
})
