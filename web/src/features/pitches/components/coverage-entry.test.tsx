// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { field, mount, submit, type, unmount, waitFor } from '../../../lib/form-test-harness'
import { queryKeys } from '../../../lib/query-keys'
import { pitchFixture } from '../pitch-fixture'
import { CoverageEntry } from './coverage-entry'

const sent = pitchFixture({ status: 'pitched', send_status: 'sent', sent_at: '2026-03-05T09:00:00.000Z' })

afterEach(() => {
  unmount()
  vi.unstubAllGlobals()
})

async function show(pitch: Pitch, answer: () => Response) {
  const fetch = vi.fn(async () => answer())
  vi.stubGlobal('fetch', fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(queryKeys.analytics.insights('30d'), {})
  await act(async () => {
    mount(
      <QueryClientProvider client={client}>
        <CoverageEntry pitch={pitch} />
      </QueryClientProvider>,
    )
  })
  return { fetch, client }
}

describe("the pitch dialog's coverage entry", () => {
  it('sends the story link for a sent pitch and has analytics read again', async () => {
    const covered = { ...sent, status: 'picked_up' as const }
    const { fetch, client } = await show(
      sent,
      () => new Response(JSON.stringify({ pitch: covered }), { status: 200 }),
    )
    type(field('coverage-url'), 'https://news.example/story')
    await submit()
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toContain(`/api/pitches/${sent.id}/coverage`)
    expect(init.method).toBe('PUT')
    expect(JSON.parse(String(init.body))).toEqual({ url: 'https://news.example/story' })
    await waitFor(() =>
      expect(client.getQueryState(queryKeys.analytics.insights('30d'))?.isInvalidated).toBe(true),
    )
  })

  it("shows the server's message when the story cannot be read", async () => {
    await show(
      sent,
      () => new Response(JSON.stringify({ message: 'Could not read that article link' }), { status: 400 }),
    )
    type(field('coverage-url'), 'https://news.example/gone')
    await submit()
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe('Could not read that article link'),
    )
  })

  it('links the story once the pitch has coverage, and is not offered before the pitch is sent', async () => {
    await show(
      {
        ...sent,
        coverage: { url: 'https://news.example/story', title: 'Robots deliver', date: '2026-03-07' },
      },
      () => new Response('{}'),
    )
    expect(document.querySelector('a[href="https://news.example/story"]')?.textContent).toContain(
      'Robots deliver',
    )
    expect(field('coverage-url')).toBeNull()
    unmount()
    await show(pitchFixture({}), () => new Response('{}'))
    expect(document.body.textContent).not.toContain('Coverage')
  })
})
