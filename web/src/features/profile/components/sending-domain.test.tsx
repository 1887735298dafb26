// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DOMAIN_INVALID,
  DOMAIN_TAKEN,
  type SendingDomain as Domain,
  LOCAL_PART_INVALID,
} from '../../../../../shared/contracts/sending-domain'
import { domainRecords } from '../../../../../shared/domain/sending-domain'
import { alerts, field, mount, type, waitFor } from '../../../lib/form-test-harness'
import { SendingDomain } from './sending-domain'

const TOKENS = ['tok1', 'tok2', 'tok3']
const PENDING: Domain = {
  domain: 'acme.example',
  status: 'pending',
  records: domainRecords('acme.example', TOKENS, 'us-east-1'),
  checked_at: null,
  verified_at: null,
  verified_notice: false,
  from_address: null,
}
const PARTLY: Domain = {
  ...PENDING,
  checked_at: '2026-12-02T10:00:00.000Z',
  records: domainRecords('acme.example', TOKENS, 'us-east-1', {
    dkim: ['found', 'found', 'missing'],
    mailFromMx: 'found',
    mailFromSpf: 'missing',
  }),
}
const VERIFIED: Domain = {
  ...PARTLY,
  status: 'verified',
  verified_at: '2026-12-02T10:10:00.000Z',
  verified_notice: true,
  records: domainRecords('acme.example', TOKENS, 'us-east-1', {
    dkim: ['found', 'found', 'found'],
    mailFromMx: 'found',
    mailFromSpf: 'found',
  }),
}

type Answer = { status: number; body: unknown } | (() => Promise<{ status: number; body: unknown }>)

/** Answers each `METHOD path` from the table; every request is recorded, with its body. */
function fakeServer(answers: Record<string, Answer>) {
  const requests: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`
      requests.push(init.body ? `${key} ${init.body}` : key)
      const found = answers[key]
      if (!found) throw new Error(`unexpected request ${key}`)
      const answer = typeof found === 'function' ? await found() : found
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return requests
}

afterEach(() => vi.unstubAllGlobals())

function render() {
  mount(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SendingDomain />
    </QueryClientProvider>,
  )
}
const text = () => document.body.textContent ?? ''
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
const states = () => [...document.querySelectorAll('.domain-record .record-state')].map((s) => s.textContent)
const submit = () => act(async () => document.querySelector('form')?.requestSubmit())

describe("the profile's 'Sending address' section", () => {
  it('shows "Loading...", then the empty state; refuses a bad domain there, and adds a good one', async () => {
    const requests = fakeServer({
      'GET /api/sending/domain': { status: 200, body: { domain: null } },
      'PUT /api/sending/domain': { status: 200, body: { domain: PENDING } },
    })
    render()
    expect(text()).toContain('Loading...')
    await waitFor(() => expect(field('sending_domain')).toBeTruthy())
    expect(text()).toContain('your name via Pressroom')

    type(field('sending_domain'), 'ada@acme.example')
    await submit()
    expect(alerts()).toEqual([DOMAIN_INVALID])
    expect(requests).toEqual(['GET /api/sending/domain'])

    type(field('sending_domain'), 'acme.example')
    await submit()
    await waitFor(() => expect(text()).toContain('Pending'))
    expect(requests[1]).toBe('PUT /api/sending/domain {"domain":"acme.example"}')
    const names = [...document.querySelectorAll('.domain-record-value')].map((v) => v.textContent)
    expect(names).toEqual(PENDING.records.flatMap((r) => [r.name, r.value]))
    expect(names).toContain('tok1._domainkey.acme.example')
    expect(names).toContain('10 feedback-smtp.us-east-1.amazonses.com')
    expect(names).toContain('v=spf1 include:amazonses.com ~all')
    expect(names).toContain('_dmarc.acme.example')
    // Not checked yet: no record says found or missing.
    expect(states()).toEqual([])
  })

  it("says a server's refusal of the domain in its own words", async () => {
    fakeServer({
      'GET /api/sending/domain': { status: 200, body: { domain: null } },
      'PUT /api/sending/domain': { status: 409, body: { message: DOMAIN_TAKEN } },
    })
    render()
    await waitFor(() => expect(field('sending_domain')).toBeTruthy())
    type(field('sending_domain'), 'acme.example')
    await submit()
    await waitFor(() => expect(alerts()).toEqual([DOMAIN_TAKEN]))
  })

  it('copies a record with its button, which then says "Copied"', async () => {
    fakeServer({ 'GET /api/sending/domain': { status: 200, body: { domain: PENDING } } })
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    render()
    await waitFor(() => expect(text()).toContain('Pending'))
    const copy = document.querySelector('button[aria-label="Copy DKIM name"]') as HTMLButtonElement
    expect(copy.textContent).toBe('Copy')
    await act(async () => copy.click())
    expect(writeText).toHaveBeenCalledWith('tok1._domainkey.acme.example')
    expect(copy.textContent).toBe('Copied')
  })

  it("'Check now' shows it is checking, then what is found and missing of each record", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {}
    fakeServer({
      'GET /api/sending/domain': { status: 200, body: { domain: PENDING } },
      'POST /api/sending/domain/check': () => new Promise((resolve) => (answer = resolve)),
    })
    render()
    await waitFor(() => expect(button('Check now')).toBeTruthy())
    await act(async () => button('Check now').click())
    await waitFor(() => expect(button('Checking...')?.disabled).toBe(true))
    await act(async () => answer({ status: 200, body: { domain: PARTLY } }))
    await waitFor(() => expect(states()).toEqual(['Found', 'Found', 'Missing', 'Found', 'Missing']))
    expect(button('Check now').disabled).toBe(false)
  })

  it('says once that the domain is verified, and saves the From address chosen at it', async () => {
    const chosen = { ...VERIFIED, verified_notice: false, from_address: 'ada@acme.example' }
    const requests = fakeServer({
      'GET /api/sending/domain': { status: 200, body: { domain: VERIFIED } },
      'POST /api/sending/domain/notice': {
        status: 200,
        body: { domain: { ...VERIFIED, verified_notice: false } },
      },
      'PUT /api/sending/domain/from': { status: 200, body: { domain: chosen } },
      'GET /api/sending/settings': { status: 200, body: {} },
    })
    render()
    await waitFor(() => expect(text()).toContain('acme.example is verified.'))
    expect(requests).toContain('POST /api/sending/domain/notice {}')
    expect(text()).toContain('Verified')

    type(field('from_local_part'), 'ada@x')
    await act(async () =>
      (document.getElementById('from_local_part') as HTMLInputElement).form?.requestSubmit(),
    )
    expect(alerts()).toEqual([LOCAL_PART_INVALID])
    type(field('from_local_part'), 'ada')
    await act(async () =>
      (document.getElementById('from_local_part') as HTMLInputElement).form?.requestSubmit(),
    )
    await waitFor(() => expect(text()).toContain('go from ada@acme.example'))
    expect(requests).toContain('PUT /api/sending/domain/from {"local_part":"ada"}')
    await act(async () => button('Dismiss').click())
    expect(text()).not.toContain('acme.example is verified.')
  })

  it('removes the domain only after the confirmation, and "Keep it" keeps it', async () => {
    const requests = fakeServer({
      'GET /api/sending/domain': { status: 200, body: { domain: PENDING } },
      'DELETE /api/sending/domain': { status: 200, body: { domain: null } },
      'GET /api/sending/settings': { status: 200, body: {} },
    })
    render()
    await waitFor(() => expect(button('Remove domain')).toBeTruthy())
    await act(async () => button('Remove domain').click())
    expect(text()).toContain('Remove acme.example? Pitches go from Pressroom')
    // Focus moves to the confirmation, so a keyboard user answers it at once.
    expect(document.activeElement).toBe(button('Remove acme.example'))
    await act(async () => button('Keep it').click())
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([])
    await act(async () => button('Remove domain').click())
    await act(async () => button('Remove acme.example').click())
    await waitFor(() => expect(field('sending_domain')).toBeTruthy())
    expect(requests).toContain('DELETE /api/sending/domain')
  })

  it('says "Failed to load your sending address" with a retry', async () => {
    fakeServer({
      'GET /api/sending/domain': { status: 500, body: { message: 'An unexpected error occurred' } },
    })
    render()
    await waitFor(() => expect(text()).toContain('Failed to load your sending address'))
    fakeServer({ 'GET /api/sending/domain': { status: 200, body: { domain: null } } })
    await act(async () => button('Try again').click())
    await waitFor(() => expect(field('sending_domain')).toBeTruthy())
  })
})
