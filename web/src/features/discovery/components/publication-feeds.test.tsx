// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FeedStatus } from '../../../../../shared/contracts/feeds'
import { field, mount, submit, type, unmount, waitFor } from '../../../lib/form-test-harness'
import { PublicationFeeds } from './publication-feeds'

const failing: FeedStatus = {
  id: 'f-1',
  url: 'https://daily.example/rss',
  title: 'The Daily',
  publication: 'The Daily',
  addedAt: '2026-03-02T09:00:00.000Z',
  lastReadAt: '2026-03-02T09:00:00.000Z',
  lastSuccessAt: null,
  items: 0,
  articlesAdded: 0,
  lastError: 'The feed answered 500',
  nextReadAt: '2026-03-02T09:15:00.000Z',
  audience: null,
  reading: false,
}
const read: FeedStatus = {
  ...failing,
  id: 'f-2',
  publication: 'Harbour Gazette',
  items: 12,
  articlesAdded: 12,
  lastError: null,
}

afterEach(() => {
  unmount()
  vi.unstubAllGlobals()
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

async function open(fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetch))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={client}>
        <PublicationFeeds />
      </QueryClientProvider>,
    )
  })
  const toggle = [...document.querySelectorAll('button')].find(
    (b) => b.textContent === 'Add a publication feed',
  )
  await act(async () => toggle?.click())
}

describe('the publication feeds panel on /search', () => {
  it("lists each feed's last read, items and last error", async () => {
    await open(async () => json({ feeds: [failing] }))
    await waitFor(() => expect(document.querySelector('.feed-list')).not.toBeNull())
    const row = document.querySelector('.feed-row')?.textContent ?? ''
    expect(row).toContain('The Daily')
    expect(row).toContain('Items0')
    expect(row).toContain('Last error: The feed answered 500')
  })

  it('says there are no feeds yet, and what a new feed read', async () => {
    let feeds: FeedStatus[] = []
    await open(async (_url, init) => {
      if (init?.method === 'POST') {
        feeds = [read]
        return json({ feed: read })
      }
      return json({ feeds })
    })
    await waitFor(() => expect(document.body.textContent).toContain('No feeds yet.'))
    type(field('feed-url'), 'https://gazette.example/rss')
    await submit()
    await waitFor(() =>
      expect(document.body.textContent).toContain('Read Harbour Gazette: 12 items, 12 articles so far.'),
    )
    await waitFor(() => expect(document.querySelector('.feed-row')?.textContent).toContain('Harbour Gazette'))
  })

  it('shows the server message when a feed cannot be added', async () => {
    await open(async (_url, init) =>
      init?.method === 'POST'
        ? json({ message: 'Please enter a feed address (http or https)' }, 400)
        : json({ feeds: [] }),
    )
    type(field('feed-url'), 'https://gazette.example/rss')
    await submit()
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'Please enter a feed address (http or https)',
      ),
    )
  })
})
