// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PitchlistEntry } from '../../../../../shared/contracts/discovery'
import { type Auth, AuthContext, SIGNED_OUT } from '../../../lib/auth/auth-context'
import { NO_AUTH_ACTIONS } from '../../../lib/auth/test-auth'
import { type FakeAnswer, fakeServer } from '../../../lib/fake-fetch'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { pitchlistQuery } from '../pitchlist-query'
import { PitchlistScreen } from './pitchlist-screen'

// The list's code arrives when the test lets it: a slow chunk, whatever the network answers meanwhile.
const listCode = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { arrive, arrived }
})
vi.mock('./pitchlist-content', async (importOriginal) => {
  await listCode.arrived
  return importOriginal()
})

const ENTRY: PitchlistEntry = {
  journalist_id: 'j-1',
  created_at: '2026-03-01T09:00:00.000Z',
  journalist: {
    id: 'j-1',
    full_name: 'Dana Reyes',
    publication: 'The Verge',
    bio: '',
    beat: 'Robotics',
    location: 'Austin',
    topics: ['robotics'],
    email: null,
    email_verified_at: null,
    twitter: null,
    linkedin: null,
    response_rate: 40,
    last_article_at: null,
    recent_articles: [],
    score: 1,
  },
}

// Signed in, no profile read yet: the quota line shows nothing, nothing else asks the server.
const AUTH: Auth = {
  ...SIGNED_OUT,
  status: 'signed-in',
  ...NO_AUTH_ACTIONS,
}

afterEach(() => {
  vi.unstubAllGlobals()
  // A first test that fails before letting the code in must not take the others down with it.
  listCode.arrive()
})

async function render() {
  // Fresh for 30 s, as lib/query-client.ts has it: the list's code finds the screen's read in the cache.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={AUTH}>
          <MemoryRouter>
            <PitchlistScreen />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>,
    )
  })
  // What the cache holds of the read: the test can tell an answer has arrived while the screen shows
  // the same header and loading state either way.
  return () => queryClient.getQueryState(pitchlistQuery.queryKey)?.status
}

const text = () => document.body.textContent ?? ''
/** The pitchlist's own reads, apart from what the rows read once they show (the active company). */
const pitchlistReads = (requests: string[]) => requests.filter((url) => url === '/api/pitchlist')
const titles = () => [...document.querySelectorAll('h1')].map((h1) => h1.textContent)
const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === label) as HTMLButtonElement

describe('My Pitchlist', () => {
  it('asks for the pitchlist before its code has loaded, and shows the title and "Loading..." until both are there', async () => {
    const requests = fakeServer(() => ({ status: 200, body: { entries: [ENTRY] } }))
    const read = await render()
    await waitFor(() => expect(requests).toEqual(['/api/pitchlist']))
    await waitFor(() => expect(read()).toBe('success'))
    await act(async () => {}) // the pitchlist has arrived; the code to show it has not
    expect(titles()).toEqual(['My Pitchlist'])
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading...')
    expect(text()).not.toContain('Dana Reyes')

    await act(async () => listCode.arrive())
    await waitFor(() => expect(text()).toContain('Dana Reyes'))
    expect(text()).not.toContain('Loading...')
    expect(titles()).toEqual(['My Pitchlist'])
    expect(text()).toContain('1 journalist saved')
    expect(pitchlistReads(requests)).toEqual(['/api/pitchlist'])
  })

  it('keeps the title and "Loading..." while the pitchlist is on its way once the code is there', async () => {
    listCode.arrive()
    let answer = (_: FakeAnswer) => {}
    const requests = fakeServer(
      () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve
        }),
    )
    const read = await render()
    await waitFor(() => expect(requests).toEqual(['/api/pitchlist']))
    await act(async () => {}) // the code is there; the pitchlist is not
    expect(read()).toBe('pending')
    expect(titles()).toEqual(['My Pitchlist'])
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading...')

    await act(async () => answer({ status: 200, body: { entries: [ENTRY] } }))
    await waitFor(() => expect(text()).toContain('Dana Reyes'))
    expect(text()).not.toContain('Loading...')
    expect(titles()).toEqual(['My Pitchlist'])
    expect(pitchlistReads(requests)).toEqual(['/api/pitchlist'])
  })

  it('says "Your pitchlist is empty" with the way to Search when no one is on it', async () => {
    const requests = fakeServer(() => ({ status: 200, body: { entries: [] } }))
    await render()
    await waitFor(() => expect(text()).toContain('Your pitchlist is empty'))
    expect(text()).toContain('Click the star icon on a journalist on the Search page to add them here.')
    const find = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Find journalists')
    expect(find?.getAttribute('href')).toBe('/search')
    expect(text()).not.toContain('Loading...')
    expect(requests).toEqual(['/api/pitchlist'])
  })

  it("shows the server's message with a Try again that loads the pitchlist", async () => {
    let down = true
    const requests = fakeServer(() =>
      down
        ? { status: 500, body: { message: 'Internal server error' } }
        : { status: 200, body: { entries: [ENTRY] } },
    )
    await render()
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe('Internal server error'),
    )
    expect(text()).not.toContain('Loading...')
    expect(text()).not.toContain('Your pitchlist is empty')

    down = false
    await act(async () => button('Try again').click())
    await waitFor(() => expect(text()).toContain('Dana Reyes'))
    expect(text()).not.toContain('Internal server error')
    expect(pitchlistReads(requests)).toEqual(['/api/pitchlist', '/api/pitchlist'])
  })

  it('marks a journalist with a pitch at the active company, and says a second one is another', async () => {
    listCode.arrive()
    const second = {
      ...ENTRY,
      journalist_id: 'j-2',
      journalist: { ...ENTRY.journalist, id: 'j-2', full_name: 'Ola Berg' },
    }
    fakeServer((url) => {
      if (url === '/api/companies/current')
        return { status: 200, body: { company: { id: 'c-1', name: 'Acme' } } }
      if (url.startsWith('/api/pitches?companyId=c-1'))
        return { status: 200, body: { pitches: [{ id: 'p-1', journalist_id: 'j-1' }], nextCursor: null } }
      return { status: 200, body: { entries: [ENTRY, second] } }
    })
    await render()
    await waitFor(() => expect(text()).toContain('Pitch written'))
    const labels = [...document.querySelectorAll('button[aria-label^="Generate"]')].map((b) =>
      b.getAttribute('aria-label'),
    )
    expect(labels).toEqual(['Generate another pitch for Dana Reyes', 'Generate Pitch for Ola Berg'])
    expect(
      [...document.querySelectorAll('a')]
        .find((a) => a.textContent === 'Pitch written')
        ?.getAttribute('href'),
    ).toBe('/pitches')
  })
})
