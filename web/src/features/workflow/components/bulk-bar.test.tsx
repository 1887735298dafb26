// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mount } from '../../../lib/form-test-harness'
import { wouldSendBlank } from '../blank-send'
import { BulkBar } from './bulk-bar'

const noop = () => {}
const sendButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send') as HTMLButtonElement

describe('the bulk bar', () => {
  it('offers no Send while a selected card has no text, and says which to fix', () => {
    const onSend = vi.fn()
    mount(
      <BulkBar
        count={3}
        blankCount={2}
        disabled={false}
        onMove={noop}
        onSend={onSend}
        onMessage={noop}
        onDelete={noop}
        onClear={noop}
      />,
    )
    expect(sendButton().disabled).toBe(true)
    act(() => sendButton().click())
    expect(onSend).not.toHaveBeenCalled()
    expect(document.querySelector('[role="note"]')?.textContent).toBe(
      '2 selected pitches have no text yet: write them or leave them out before sending',
    )
    expect(sendButton().getAttribute('aria-describedby')).toBe('workflow-bulk-blank')
  })

  it('offers Send when every selected card has text', () => {
    const onSend = vi.fn()
    mount(
      <BulkBar
        count={3}
        disabled={false}
        onMove={noop}
        onSend={onSend}
        onMessage={noop}
        onDelete={noop}
        onClear={noop}
      />,
    )
    act(() => sendButton().click())
    expect(onSend).toHaveBeenCalledOnce()
    expect(document.querySelector('[role="note"]')).toBe(null)
  })
})

describe('a card a bulk send would mail blank', () => {
  const card = (content: string, extra: { email?: string | null; sent_at?: string | null } = {}) => ({
    journalist: {
      id: 'j',
      full_name: 'R',
      publication: 'P',
      email: 'r@x.example',
      topics: [],
      response_rate: 0,
      ...(extra.email !== undefined ? { email: extra.email } : {}),
    },
    pitch: {
      id: 'p',
      subject: 'S',
      content,
      company_name: 'Acme',
      sent_at: extra.sent_at ?? null,
      replied_at: null,
      reply_snippet: null,
      last_interaction: null,
      follow_up_scheduled: false,
      follow_up_date: null,
    },
  })

  it('is one with only white space for a body that would still go; not one skipped anyway', () => {
    expect(wouldSendBlank(card(' \n '))).toBe(true)
    expect(wouldSendBlank(card('Hello'))).toBe(false)
    expect(wouldSendBlank(card('', { email: null }))).toBe(false)
    expect(wouldSendBlank(card('', { sent_at: '2026-03-01T09:00:00Z' }))).toBe(false)
  })
})
