// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SendingHealth as Health } from '../../../../../shared/contracts/sending'
import { alerts, mount, waitFor } from '../../../lib/form-test-harness'
import { percent, SendingHealth } from './sending-health'

const window = (sent: number, bounced: number, complained: number) => ({
  sent,
  delivered: sent - bounced,
  bounced,
  complained,
  bounceRate: sent ? bounced / sent : 0,
  complaintRate: sent ? complained / sent : 0,
})
const HEALTHY: Health = {
  last_30_days: window(120, 2, 0),
  last_200_sends: window(150, 3, 0),
  thresholds: {
    ses_review_bounce_rate: 0.05,
    ses_review_complaint_rate: 0.001,
    pause_bounce_rate: 0.03,
    pause_complaint_rate: 0.0008,
    min_sends: 50,
  },
  paused: null,
  waiting: 0,
}
const PAUSED: Health = {
  ...HEALTHY,
  last_30_days: window(60, 3, 0),
  paused: { since: '2026-12-02T10:00:00.000Z', reason: 'bounces' },
  waiting: 2,
}

type Answer = { status: number; body: unknown }

function fakeServer(answers: { get: Answer; post?: Answer }) {
  const requests: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      requests.push(`${method} ${url}`)
      const answer = method === 'POST' && answers.post ? answers.post : answers.get
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
      <SendingHealth />
    </QueryClientProvider>,
  )
}
const text = () => document.body.textContent ?? ''
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
const cells = () =>
  [...document.querySelectorAll('tbody tr')].map((row) => [...row.children].map((c) => c.textContent))

describe('the sending health section', () => {
  it('shows "Loading...", then each window\'s rates beside the review and pause lines', async () => {
    fakeServer({ get: { status: 200, body: { health: HEALTHY } } })
    render()
    expect(text()).toContain('Loading...')
    await waitFor(() => expect(cells()).toHaveLength(3))
    expect(cells()).toEqual([
      ['Delivered', '118 of 120', '147 of 150', '—', '—'],
      ['Bounce rate', '1.7%', '2.0%', '5.0%', '3.0%'],
      ['Complaint rate', '0.0%', '0.0%', '0.10%', '0.08%'],
    ])
    expect(alerts()).toEqual([])
  })

  it('says why sending is paused and what to do, and resumes it on the confirmation', async () => {
    const requests = fakeServer({
      get: { status: 200, body: { health: PAUSED } },
      post: { status: 200, body: { health: { ...PAUSED, paused: null, waiting: 0 } } },
    })
    render()
    await waitFor(() => expect(alerts()).toHaveLength(1))
    expect(alerts()[0]).toContain('Sending is paused: more than 3% of your recent pitches bounced')
    expect(alerts()[0]).toContain('2 messages wait (scheduled pitches and follow-ups): nothing is dropped')
    await act(async () => button('I have cleaned my list: resume sending').click())
    await waitFor(() => expect(alerts()).toEqual([]))
    expect(requests).toEqual(['GET /api/sending/health', 'POST /api/sending/health/confirm'])
  })

  it('keeps the banner with a message when resuming fails', async () => {
    fakeServer({
      get: { status: 200, body: { health: PAUSED } },
      post: { status: 503, body: { message: 'Service temporarily unavailable' } },
    })
    render()
    await waitFor(() => expect(button('I have cleaned my list: resume sending')).toBeDefined())
    await act(async () => button('I have cleaned my list: resume sending').click())
    await waitFor(() => expect(alerts()).toHaveLength(2))
    expect(alerts()[1]).toBe('Service temporarily unavailable')
  })

  it('says "Failed to load sending health" with a retry, and an empty state before any send', async () => {
    fakeServer({ get: { status: 500, body: { message: 'An unexpected error occurred' } } })
    render()
    await waitFor(() => expect(text()).toContain('Failed to load sending health'))
    fakeServer({
      get: {
        status: 200,
        body: { health: { ...HEALTHY, last_30_days: window(0, 0, 0), last_200_sends: window(0, 0, 0) } },
      },
    })
    await act(async () => button('Try again')?.click())
    await waitFor(() => expect(text()).toContain('No pitches sent yet'))
  })

  it('writes small rates with two decimals', () => {
    expect(percent(0.0008)).toBe('0.08%')
    expect(percent(0.034)).toBe('3.4%')
    expect(percent(0)).toBe('0.0%')
  })
})
