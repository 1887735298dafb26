// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FoundCoverage } from '../../../../../shared/contracts/coverage'
import { alerts, mount, unmount, waitFor } from '../../../lib/form-test-harness'
import { queryKeys } from '../../../lib/query-keys'
import { PossibleCoverage } from './possible-coverage'

const story = (over: Partial<FoundCoverage>): FoundCoverage => ({
  id: 'story-1',
  pitchId: 'pitch-1',
  companyId: 'company-1',
  matchedBy: 'author',
  status: 'possible',
  url: 'https://news.example/acme',
  title: 'Acme sorts every parcel',
  publication: 'The Ledger Daily',
  published: '2026-12-01T08:00:00.000Z',
  authors: ['Jo Writer'],
  named: 'Acme',
  foundAt: '2026-12-01T09:00:00.000Z',
  ...over,
})

afterEach(() => {
  unmount()
  vi.unstubAllGlobals()
})

/** The dialog's card for pitch-1, the list already read, and what the server answers to the rest. */
async function show(found: FoundCoverage[], answer: () => Response) {
  const fetch = vi.fn(async () => answer())
  vi.stubGlobal('fetch', fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(queryKeys.foundCoverage.all, { found })
  client.setQueryData(queryKeys.analytics.metrics('30d'), {})
  await act(async () => {
    mount(
      <QueryClientProvider client={client}>
        <PossibleCoverage pitchId="pitch-1" />
      </QueryClientProvider>,
    )
  })
  return { fetch, client }
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(name)) as HTMLButtonElement

describe("the pitch dialog's possible coverage", () => {
  it("shows this pitch's stories only, with why each was found", async () => {
    await show(
      [
        story({}),
        story({ id: 'story-2', pitchId: 'pitch-2', title: 'Another pitch' }),
        story({ id: 'story-3', pitchId: null, title: 'Unprompted' }),
      ],
      () => new Response('{}'),
    )
    const cards = [...document.querySelectorAll('article')]
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Possible coverage: Acme sorts every parcel',
    ])
    expect(cards[0]?.textContent).toContain('by the journalist you pitched')
    expect(cards[0]?.textContent).toContain('The Ledger Daily')
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('https://news.example/acme')
  })

  it('confirms without moving the card when the box is cleared, and has the pitch and analytics read again', async () => {
    const { fetch, client } = await show([story({})], () => new Response(JSON.stringify({}), { status: 200 }))
    const box = document.getElementById('possible-move-story-1') as HTMLInputElement
    expect(box.checked).toBe(true)
    await act(async () => box.click())
    await act(async () => button('Confirm coverage').click())
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toContain('/api/coverage/found/story-1/confirm')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ moveToPickedUp: false })
    await waitFor(() =>
      expect(client.getQueryState(queryKeys.analytics.metrics('30d'))?.isInvalidated).toBe(true),
    )
  })

  it("dismisses a story, and shows the server's message when that fails", async () => {
    const { fetch } = await show(
      [story({})],
      () =>
        new Response(JSON.stringify({ message: 'This story is already confirmed as coverage' }), {
          status: 409,
        }),
    )
    await act(async () => button('Not about us').click())
    await waitFor(() => expect(alerts()).toEqual(['This story is already confirmed as coverage']))
    const [url] = fetch.mock.calls[0] as unknown as [string]
    expect(url).toContain('/api/coverage/found/story-1/dismiss')
  })

  it('shows nothing for a pitch no story answers', async () => {
    await show([story({ pitchId: 'pitch-2' })], () => new Response('{}'))
    expect(document.querySelector('section')).toBeNull()
  })
})
