// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PitchSend } from '../../../../../shared/contracts/sending'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { queryKeys } from '../../../lib/query-keys'
import { formatDateTime } from '../constants'
import { sendFixture } from '../pitch-fixture'
import { SendHistory } from './send-history'

const send = sendFixture

/** The server answers each read of the pitch's sends with the next of `answers` (the last one stays). */
function server(...answers: (PitchSend[] | 'down')[]) {
  let reads = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const answer = answers[Math.min(reads++, answers.length - 1)]
      return answer === 'down'
        ? new Response(JSON.stringify({ message: 'Internal server error' }), { status: 500 })
        : new Response(JSON.stringify({ sends: answer }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
    }),
  )
  return { reads: () => reads }
}

async function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  rendered = queryClient
  await act(async () => {
    mount(
      <QueryClientProvider client={queryClient}>
        <SendHistory pitchId="p1" />
      </QueryClientProvider>,
    )
  })
}

let rendered: QueryClient | undefined

const rows = () =>
  [...document.querySelectorAll('.pitch-send-history li')].map((li) =>
    [...li.children].map((cell) => cell.textContent),
  )

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("the history of a pitch's sends", () => {
  it('shows nothing before anything was sent, nor what still waits for its time', async () => {
    const { reads } = server([
      send({ status: 'scheduled', sent_at: null, scheduled_for: '2099-01-01T09:00:00Z' }),
    ])
    await render()
    await waitFor(() => expect(reads()).toBe(1))
    expect(document.body.textContent).toBe('')
  })

  it('lists each send with what became of it, newest first as the server orders them', async () => {
    server([
      send({
        id: 'message-job-1-p1',
        kind: 'message',
        subject: 'Our launch date',
        status: 'skipped',
        reason: 'Cancelled before it was sent',
        sent_at: null,
      }),
      send({
        id: 'followup-a1',
        kind: 'follow_up',
        subject: 'Re: Parcelbot raised a seed round',
        status: 'bounced',
        reason: 'Mailbox does not exist',
        sent_at: '2026-03-07T09:30:00.000Z',
      }),
      send({}),
    ])
    await render()
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(document.querySelector('h3')?.textContent).toBe('History')
    expect(rows()).toEqual([
      ['Message', 'Our launch date', 'Not sent: Cancelled before it was sent'],
      ['Follow-up', 'Re: Parcelbot raised a seed round', 'Bounced: Mailbox does not exist'],
      ['Pitch', 'Parcelbot raised a seed round', `Sent ${formatDateTime('2026-03-04T09:05:00.000Z')}`],
    ])
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-04T09:05:00.000Z')
  })

  it('reads the list again while a send is on its way, until it lands', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { reads } = server([send({ status: 'sending', sent_at: null })], [send({})])
    await render()
    await waitFor(() => expect(rows()).toEqual([['Pitch', 'Parcelbot raised a seed round', 'Sending...']]))
    // The pitch's list, as the board holds it, is read again once the send landed.
    rendered?.setQueryData(queryKeys.pitches.list(null), [])
    expect(rendered?.getQueryState(queryKeys.pitches.list(null))?.isInvalidated).toBe(false)
    await act(async () => vi.advanceTimersByTimeAsync(3_000))
    await waitFor(() => expect(rows()[0]?.[2]).toMatch(/^Sent /))
    await waitFor(() =>
      expect(rendered?.getQueryState(queryKeys.pitches.list(null))?.isInvalidated).toBe(true),
    )
    const settled = reads()
    await act(async () => vi.advanceTimersByTimeAsync(30_000))
    expect(reads()).toBe(settled)
  })

  it('says when the list cannot be read, and reads it again on request', async () => {
    server('down', [send({})])
    await render()
    await waitFor(() =>
      expect(document.querySelector('.pitch-dialog-section p')?.textContent).toContain(
        'Failed to load what was sent.',
      ),
    )
    await act(async () => document.querySelector<HTMLButtonElement>('button')?.click())
    await waitFor(() => expect(rows()).toHaveLength(1))
  })
})
