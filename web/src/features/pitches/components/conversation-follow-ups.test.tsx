// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../components/ui/toast'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { pitchFixture } from '../pitch-fixture'
import { CONVERSATION_NOTE, ConversationFollowUps, FOLLOW_UPS_TURNED_ON } from './conversation-follow-ups'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function open(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer())
  vi.stubGlobal('fetch', fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  mount(
    <QueryClientProvider client={client}>
      <ConversationFollowUps pitch={pitchFixture({ id: 'p7', in_conversation: true })} />
    </QueryClientProvider>,
  )
  return { fetch }
}
const button = () => document.querySelector('button') as HTMLButtonElement

describe('a pitch to a journalist already in a conversation', () => {
  it('says why it has no follow-ups, and turns them on when asked', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {})
    const { fetch } = open(() => Response.json({ actions: [] }))
    expect(document.body.textContent).toContain(CONVERSATION_NOTE('Ada Writer'))
    act(() => button().click())
    await waitFor(() => expect(success).toHaveBeenCalledWith(FOLLOW_UPS_TURNED_ON, undefined))
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toMatch(/\/api\/pitches\/p7\/follow-ups$/)
    expect(init?.method).toBe('POST')
  })

  it("says why when they could not be turned on, with the server's reason", async () => {
    open(() => Response.json({ message: 'Pitch not found' }, { status: 404 }))
    act(() => button().click())
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Pitch not found'))
    expect(button().disabled).toBe(false)
  })
})
