// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SenderSettings } from '../../../../../shared/contracts/sending'
import { alerts, field, mount, submit, type, waitFor } from '../../../lib/form-test-harness'
import { queryKeys } from '../../../lib/query-keys'
import { SendingSettings } from './sending-settings'

const STORED: SenderSettings = {
  sender_name: 'Ada Lovelace',
  // Sent from the founder's own address: the From line carries the sender name alone.
  from_name: 'Ada Lovelace',
  from_address: 'ada@send.pressroom.test',
  reply_domain: 'reply.pressroom.test',
  time_zone: 'Europe/London',
  time_zone_set: true,
}

type Answer = { status: number; body: unknown }

/** The API as the browser reaches it: answers per method, and every request it was sent. */
function fakeServer(answers: { get: Answer; put?: (body: Record<string, string>) => Answer }) {
  const requests: Array<{ method: string; url: string; body?: unknown }> = []
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    requests.push({ method, url, body })
    const answer = method === 'PUT' && answers.put ? answers.put(body) : answers.get
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return requests
}

afterEach(() => vi.unstubAllGlobals())

function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  mount(
    <QueryClientProvider client={queryClient}>
      <SendingSettings />
    </QueryClientProvider>,
  )
  return queryClient
}

const text = () => document.body.textContent ?? ''
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
const click = (name: string) => act(async () => button(name).click())
/** Opens the form, which loads on demand (its contract and zod are not part of the page's first load). */
async function edit() {
  await click('Edit sending settings')
  await waitFor(() => expect(field('sender_name')).not.toBeNull())
}

describe('the sending settings', () => {
  it('shows "Loading..." and then the From line, time zone and reply domain the server holds', async () => {
    fakeServer({ get: { status: 200, body: { settings: STORED } } })
    render()
    expect(text()).toContain('Loading...')
    await waitFor(() => expect(text()).toContain('Ada Lovelace <ada@send.pressroom.test>'))
    expect(text()).toContain('Europe/London')
    expect(text()).toContain('A private address for each pitch at reply.pressroom.test')
    expect(text()).not.toContain('Loading...')
  })

  it('says "Failed to load sending settings" when they cannot be read', async () => {
    fakeServer({ get: { status: 503, body: { message: 'Service temporarily unavailable' } } })
    render()
    await waitFor(() => expect(alerts()).toEqual(['Failed to load sending settings']))
    expect(text()).not.toContain('Loading...')
    expect(button('Edit sending settings')).toBeUndefined()
  })

  it("shows the server's answer to a save from the cache, without reading the settings again", async () => {
    const requests = fakeServer({
      get: { status: 200, body: { settings: STORED } },
      // The server stores what it was sent, trimmed, and answers with the settings as they now are.
      put: (body) => ({
        status: 200,
        body: {
          settings: {
            ...STORED,
            sender_name: body.sender_name,
            from_name: body.sender_name,
            time_zone: body.time_zone,
          },
        },
      }),
    })
    const queryClient = render()
    await waitFor(() => expect(button('Edit sending settings')).toBeDefined())
    await edit()
    type(field('sender_name'), '  Ada at Acme ')
    await submit()

    await waitFor(() => expect(text()).toContain('Ada at Acme <ada@send.pressroom.test>'))
    expect(document.querySelector('form')).toBeNull()
    expect(queryClient.getQueryData(queryKeys.profile.sending)).toEqual({
      ...STORED,
      sender_name: 'Ada at Acme',
      from_name: 'Ada at Acme',
    })
    expect(requests.map(({ method, body }) => [method, body])).toEqual([
      ['GET', undefined],
      ['PUT', { sender_name: 'Ada at Acme', time_zone: 'Europe/London' }],
    ])
  })

  it("keeps the form open with the server's message when a save is refused, and the settings as they were", async () => {
    fakeServer({
      get: { status: 200, body: { settings: STORED } },
      put: () => ({ status: 400, body: { message: 'Sender name cannot contain <, >, " or @' } }),
    })
    const queryClient = render()
    await waitFor(() => expect(button('Edit sending settings')).toBeDefined())
    await edit()
    type(field('sender_name'), 'Ada Lovelace (Acme)')
    await submit()

    await waitFor(() => expect(alerts()).toEqual(['Sender name cannot contain <, >, " or @']))
    expect(field('sender_name').value).toBe('Ada Lovelace (Acme)')
    expect(queryClient.getQueryData(queryKeys.profile.sending)).toEqual(STORED)
    await click('Cancel')
    expect(text()).toContain('Ada Lovelace <ada@send.pressroom.test>')
  })

  it('puts the contract\'s "Sender name is required" beside the field and sends nothing', async () => {
    const requests = fakeServer({ get: { status: 200, body: { settings: STORED } } })
    render()
    await waitFor(() => expect(button('Edit sending settings')).toBeDefined())
    await edit()
    type(field('sender_name'), '   ')
    await submit()

    expect(alerts()).toEqual(['Sender name is required'])
    expect(field('sender_name').getAttribute('aria-invalid')).toBe('true')
    expect(field('sender_name').getAttribute('aria-describedby')).toBe('sender_name-error')
    expect(requests.map(({ method }) => method)).toEqual(['GET'])
  })
})
