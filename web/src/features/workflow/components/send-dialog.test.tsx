// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BulkSendPreview } from '../../../../../shared/contracts/sending'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { SendDialog, someNames } from './send-dialog'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const preview = (extra: Partial<BulkSendPreview> = {}): BulkSendPreview => ({
  going: 2,
  blank: 0,
  skipped: [{ reason: 'No e-mail address', names: ['Ann Lee'] }],
  first: {
    from: 'Ada Founder <pitches@mail.pressroom.example>',
    to: 'Bo Chen <bo@news.example>',
    subject: 'Acme sorts parcels',
    text: 'Hi Bo,\n\nAcme sorts parcels.\n\n--\nYou can stop all e-mails sent through Pressroom to this address: (link)\n',
  },
  ...extra,
})

/** The dialog over a server that answers the preview with `answer` (and records what it was asked). */
function open(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer())
  vi.stubGlobal('fetch', fetch)
  const onSend = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  mount(
    <QueryClientProvider client={client}>
      <SendDialog ids={['p1', 'p2', 'p3']} onSend={onSend} onClose={() => {}} />
    </QueryClientProvider>,
  )
  return { fetch, onSend }
}

const button = (name: RegExp) =>
  [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? '')) as HTMLButtonElement
const text = () => document.querySelector('[role="dialog"]')?.textContent ?? ''

describe('the bulk send confirmation', () => {
  it('asks the server what the send would do, and says how many go, who is left out and why, and the first message', async () => {
    const { fetch, onSend } = open(() => Response.json({ preview: preview() }))
    expect(button(/^Send/).disabled).toBe(true)
    await waitFor(() => expect(text()).toContain('2 pitches will go now'))
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toMatch(/\/api\/send-jobs\/preview$/)
    expect(JSON.parse(String(init?.body))).toEqual({ pitchIds: ['p1', 'p2', 'p3'] })
    expect(document.querySelector('[aria-label="Not sent"] li')?.textContent).toBe(
      'No e-mail address (1): Ann Lee',
    )
    const first = document.querySelector('[aria-label="First message"]')?.textContent ?? ''
    expect(first).toContain('From Ada Founder <pitches@mail.pressroom.example>')
    expect(first).toContain('To Bo Chen <bo@news.example>')
    expect(first).toContain('Acme sorts parcels')
    expect(first).toContain('You can stop all e-mails sent through Pressroom')
    act(() => button(/^Send 2 pitches$/).click())
    expect(onSend).toHaveBeenCalledOnce()
  })

  it('offers no send when none can go', async () => {
    open(() =>
      Response.json({
        preview: preview({
          going: 0,
          first: null,
          skipped: [{ reason: 'Already sent', names: ['A', 'B', 'C'] }],
        }),
      }),
    )
    await waitFor(() => expect(text()).toContain('None of the selected pitches can be sent.'))
    expect(button(/^Send$/).disabled).toBe(true)
  })

  it('offers no send while a pitch that would go has no text', async () => {
    open(() => Response.json({ preview: preview({ blank: 1 }) }))
    await waitFor(() => expect(text()).toContain('1 selected pitch has no text yet'))
    expect(button(/^Send 2 pitches$/).disabled).toBe(true)
  })

  it("says when the check failed, with the server's reason, and tries again on request", async () => {
    let calls = 0
    open(() =>
      ++calls === 1
        ? Response.json({ message: 'No valid pitches found' }, { status: 404 })
        : Response.json({ preview: preview() }),
    )
    await waitFor(() => expect(text()).toContain('No valid pitches found'))
    expect(button(/^Send/).disabled).toBe(true)
    act(() => button(/^Try again$/).click())
    await waitFor(() => expect(text()).toContain('2 pitches will go now'))
  })
})

describe('names in the confirmation', () => {
  it('shows three and counts the rest', () => {
    expect(someNames(['A'])).toBe('A')
    expect(someNames(['A', 'B', 'C'])).toBe('A, B, C')
    expect(someNames(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more')
  })
})
