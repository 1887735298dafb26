// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PitchSend } from '../../../../../shared/contracts/sending'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { sendFixture } from '../pitch-fixture'
import { ScheduledMessages } from './scheduled-messages'

const send = sendFixture
const MESSAGE = send({
  id: 'message-job-1-p1',
  kind: 'message',
  subject: 'Our launch date',
  status: 'scheduled',
  scheduled_for: '2099-03-05T09:30:00.000Z',
  sent_at: null,
})

/** The server: the pitch's sends as they stand, and a DELETE that answers `refusal` or takes one back. */
function server(sends: PitchSend[], refusal?: { status: number; message: string }) {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      asked.push(`${method} ${url}`)
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      if (method === 'GET') return json(200, { sends })
      if (refusal) return json(refusal.status, { message: refusal.message })
      const id = decodeURIComponent(String(url).split('/').pop() ?? '')
      const taken = sends.findIndex((s) => s.id === id)
      sends[taken] = {
        ...(sends[taken] as PitchSend),
        status: 'skipped',
        reason: 'Cancelled before it was sent',
      }
      return json(200, { send: sends[taken] })
    }),
  )
  return asked
}

async function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={queryClient}>
        <div role="dialog" tabIndex={-1} aria-label="Reporter 1">
          <ScheduledMessages pitchId="p1" />
        </div>
      </QueryClientProvider>,
    )
  })
}

const cancelButton = () =>
  document.querySelector<HTMLButtonElement>('button[aria-label="Cancel message: Our launch date"]')

afterEach(() => vi.unstubAllGlobals())

describe('the scheduled messages of a pitch', () => {
  it('shows nothing when no message waits', async () => {
    server([send({})])
    await render()
    await waitFor(() => expect(document.body.textContent).toBe(''))
  })

  it('lists a message that waits, and takes it back: it leaves the list', async () => {
    const asked = server([send({}), MESSAGE])
    await render()
    await waitFor(() => expect(cancelButton()).not.toBe(null))
    expect(document.body.textContent).toContain('Scheduled messages')
    expect(document.body.textContent).toContain('Our launch date')
    cancelButton()?.focus()
    await act(async () => cancelButton()?.click())
    await waitFor(() => expect(document.body.textContent).toBe(''))
    expect(asked).toContain('DELETE /api/pitches/p1/messages/message-job-1-p1')
    // The list went with its last message: the dialog keeps the focus, not the page behind it.
    expect(document.activeElement?.getAttribute('role')).toBe('dialog')
  })

  it('gives the focus to the next message when one is taken back', async () => {
    const second = { ...MESSAGE, id: 'message-job-2-p1', subject: 'A second note' }
    server([MESSAGE, second])
    await render()
    await waitFor(() => expect(cancelButton()).not.toBe(null))
    cancelButton()?.focus()
    await act(async () => cancelButton()?.click())
    await waitFor(() => expect(cancelButton()).toBe(null))
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Cancel message: A second note')
  })

  it('says why a message could not be taken back, and keeps it listed while it still waits', async () => {
    server([MESSAGE], {
      status: 409,
      message: 'This message is already on its way and can no longer be cancelled',
    })
    await render()
    await waitFor(() => expect(cancelButton()).not.toBe(null))
    await act(async () => cancelButton()?.click())
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'This message is already on its way and can no longer be cancelled',
      ),
    )
    expect(cancelButton()?.disabled).toBe(false)
  })
})
