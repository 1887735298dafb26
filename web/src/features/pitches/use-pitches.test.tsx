// @vitest-environment happy-dom
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Pitch } from '../../../../shared/contracts/pitches'
import { mount, waitFor } from '../../lib/form-test-harness'
import { pitchFixture } from './pitch-fixture'
import { usePitches } from './use-pitches'

/** The server answers each read of the pitches with the next of `answers` (the last one stays). */
function server(...answers: Pitch[][]) {
  let reads = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const pitches = answers[Math.min(reads++, answers.length - 1)]
      return new Response(JSON.stringify({ pitches, nextCursor: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return { reads: () => reads }
}

function Board() {
  const { state } = usePitches(null)
  return (
    <ul>
      {state.status === 'ready' &&
        state.pitches.map((pitch) => <li key={pitch.id}>{pitch.replied_at ? 'Replied' : pitch.status}</li>)}
    </ul>
  )
}

let client: QueryClient | undefined

afterEach(() => {
  // Nothing left to read again when the focus is handed back to the page.
  client?.clear()
  focusManager.setFocused(undefined)
  vi.unstubAllGlobals()
})

describe("the founder's pitches", () => {
  it('are read again when the founder comes back to the tab, so a reply that came meanwhile shows', async () => {
    const sent = pitchFixture({ status: 'pitched', sent_at: '2026-03-04T10:00:00.000Z' })
    const { reads } = server([sent], [{ ...sent, replied_at: '2026-03-04T10:05:00.000Z' }])
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
    client = queryClient
    await act(async () => {
      mount(
        <QueryClientProvider client={queryClient}>
          <Board />
        </QueryClientProvider>,
      )
    })
    await waitFor(() => expect(document.querySelector('li')?.textContent).toBe('pitched'))
    // Away and back within the 30 s the list stays fresh: read again all the same.
    act(() => focusManager.setFocused(false))
    act(() => focusManager.setFocused(true))
    await waitFor(() => expect(document.querySelector('li')?.textContent).toBe('Replied'))
    expect(reads()).toBe(2)
  })
})
