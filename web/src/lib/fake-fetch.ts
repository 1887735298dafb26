import { vi } from 'vitest'

export type FakeAnswer = { status: number; body: unknown }

/**
 * For component tests: `fetch` answers every request with `answer(url)` (as JSON, once it resolves), and
 * the URLs asked for are kept in the array returned. Undone by `vi.unstubAllGlobals()`.
 */
export function fakeServer(answer: (url: string) => FakeAnswer | Promise<FakeAnswer>): string[] {
  const requests: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(String(url))
      const { status, body } = await answer(String(url))
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return requests
}
