// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Conversation, ConversationMessage } from '../../../../../shared/contracts/conversations'
import { mount, type, waitFor } from '../../../lib/form-test-harness'
import { ConversationThread } from './conversation-thread'

const message = (over: Partial<ConversationMessage>): ConversationMessage => ({
  id: 'm',
  direction: 'in',
  kind: 'human_reply',
  from: { name: 'Dana Reed', email: 'dana@news.example' },
  at: '2026-12-01T18:35:00.000Z',
  subject: 'Re: Robots',
  text: 'Sounds interesting, can you send numbers?',
  quoted: null,
  html_url: null,
  attachments: [],
  read: true,
  status: null,
  ...over,
})

/** The API: the thread, then what each POST answers (the first `failing` answers fail); every request is kept. */
function server(conversation: Conversation, failing = 0) {
  const calls: { method: string; url: string; body?: string; headers?: HeadersInit }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body as string, headers: init.headers })
      if (url.endsWith('/replies') && failing-- > 0)
        return new Response(JSON.stringify({ message: 'Mail is down' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        })
      const body = url.endsWith('/conversation')
        ? { conversation }
        : url.endsWith('/read')
          ? { marked: 1 }
          : { reply: message({ id: 'a', direction: 'out', kind: 'reply', status: 'sent' }) }
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}

async function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={queryClient}>
        <ConversationThread pitchId="p1" />
      </QueryClientProvider>,
    )
  })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("a pitch's conversation in the dialog", () => {
  it('shows the reply with its quote folded, an out-of-office as one line, and marks the thread read', async () => {
    const calls = server({
      pitch_id: 'p1',
      unread: 1,
      messages: [
        message({ id: 'p', direction: 'out', kind: 'pitch', status: 'sent', text: 'Hi Dana' }),
        message({
          id: 'o',
          kind: 'out_of_office',
          text: 'Away until Monday',
          from: { name: 'Dana', email: 'd@x' },
        }),
        message({ id: 'r', read: false, quoted: 'On Mon, Ada wrote:\n> Hi Dana' }),
      ],
    })
    await render()
    await waitFor(() => expect(document.querySelector('.conversation-thread')).not.toBeNull())
    const items = [...document.querySelectorAll('.conversation-thread > li')]
    expect(items).toHaveLength(3)
    expect(items[1]?.querySelector('summary')?.textContent).toMatch(/^Out of office · Dana · /)
    expect(items[2]?.querySelector('.conversation-text')?.textContent).toBe(
      'Sounds interesting, can you send numbers?',
    )
    expect(items[2]?.querySelector('details.conversation-quoted summary')?.textContent).toBe(
      'Show quoted text',
    )
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/inbox/p1/read')).toBe(true),
    )
  })

  it('sends the answer with an Idempotency-Key and empties the box', async () => {
    const calls = server({ pitch_id: 'p1', unread: 0, messages: [message({ id: 'r' })] })
    await render()
    await waitFor(() => expect(document.querySelector('textarea')).not.toBeNull())
    const box = document.querySelector('textarea') as HTMLTextAreaElement
    type(box, 'Numbers attached')
    await act(async () => {
      document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click()
    })
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Answer sent'))
    const post = calls.find((c) => c.url === '/api/pitches/p1/replies')
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ body: 'Numbers attached' })
    const headers = (post?.headers ?? {}) as Record<string, string>
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(box.value).toBe('')
  })

  it('sends the same words again under the same key after a failure, and changed words under a new one', async () => {
    const calls = server({ pitch_id: 'p1', unread: 0, messages: [message({ id: 'r' })] }, 2)
    await render()
    await waitFor(() => expect(document.querySelector('textarea')).not.toBeNull())
    const box = document.querySelector('textarea') as HTMLTextAreaElement
    const keys = () =>
      calls
        .filter((c) => c.url === '/api/pitches/p1/replies')
        .map((c) => (c.headers as Record<string, string>)['idempotency-key'])
    const send = async (sent: number) => {
      await act(async () => {
        document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click()
      })
      await waitFor(() => expect(keys()).toHaveLength(sent))
      // Settled: the button no longer says it is sending.
      await waitFor(() =>
        expect(document.querySelector('button[type="submit"]')?.textContent).toBe('Send answer'),
      )
    }
    type(box, 'Numbers attached')
    await send(1)
    await send(2)
    type(box, 'Numbers attached, and photos')
    await send(3)
    const [first, retry, changed] = keys()
    expect(retry).toBe(first)
    expect(changed).not.toBe(first)
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Answer sent'))
  })

  it('shows the answer in the thread as soon as it is sent, before the thread is read again', async () => {
    const thread = { pitch_id: 'p1', unread: 0, messages: [message({ id: 'r' })] }
    let answered = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
        if (url.endsWith('/replies')) {
          answered = true
          return json({
            reply: message({
              id: 'a',
              direction: 'out',
              kind: 'reply',
              status: 'sent',
              text: 'Numbers attached',
            }),
          })
        }
        // A read after the answer is slow to come back: the thread must not wait for it.
        if (url.endsWith('/conversation') && answered && init.method !== 'POST')
          return new Promise<Response>(() => {})
        return json(url.endsWith('/conversation') ? { conversation: thread } : { marked: 1 })
      }),
    )
    await render()
    await waitFor(() => expect(document.querySelector('textarea')).not.toBeNull())
    type(document.querySelector('textarea') as HTMLTextAreaElement, 'Numbers attached')
    await act(async () => {
      document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click()
    })
    await waitFor(() =>
      expect([...document.querySelectorAll('.conversation-thread > li')].at(-1)?.textContent).toContain(
        'Numbers attached',
      ),
    )
  })

  it('shows a reply that comes in while the thread is open, reading it again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const pitch = message({ id: 'p', direction: 'out', kind: 'pitch', status: 'sent', text: 'Hi Dana' })
    let replied = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const messages = replied ? [pitch, message({ id: 'r', text: 'Tell me more' })] : [pitch]
        return new Response(JSON.stringify({ conversation: { pitch_id: 'p1', unread: 0, messages } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    await render()
    await waitFor(() => expect(document.querySelectorAll('.conversation-thread > li')).toHaveLength(1))
    replied = true
    await act(async () => vi.advanceTimersByTimeAsync(29_000))
    expect(document.querySelectorAll('.conversation-thread > li')).toHaveLength(1)
    await act(async () => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() => expect(document.querySelectorAll('.conversation-thread > li')).toHaveLength(2))
    expect(document.body.textContent).toContain('Tell me more')
  })
})
