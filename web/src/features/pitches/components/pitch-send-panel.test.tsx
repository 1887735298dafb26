// @vitest-environment happy-dom
import { act, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { ApiError } from '../../../lib/api-client'
import { mount, type } from '../../../lib/form-test-harness'
import { pitchFixture } from '../pitch-fixture'
import { PitchSendPanel } from './pitch-send-panel'

const pitch = pitchFixture()

const send = async () => {}
const cancelSend = async () => {}
const reschedule = async () => {}
const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent)

/** The panel as the dialog holds it: the pitch as the server last answered, set by the test. */
let arriveFromServer: (current: Pitch) => void = () => {}
function DialogWithServerState() {
  const [current, setCurrent] = useState(pitch)
  arriveFromServer = setCurrent
  return <PitchSendPanel pitch={current} onSend={send} onReschedule={reschedule} onCancelSend={cancelSend} />
}

describe('the pitch send panel', () => {
  it('says why a pitch to a journalist without an e-mail address cannot be sent, where Send would be', () => {
    mount(
      <PitchSendPanel
        pitch={{ ...pitch, journalist: { ...pitch.journalist, email: null } }}
        onSend={send}
        onReschedule={reschedule}
        onCancelSend={cancelSend}
      />,
    )
    expect(buttons()).toEqual([])
    expect(document.querySelector('[role="note"]')?.textContent).toBe(
      'Pressroom cannot send this pitch: the journalist has no e-mail address. Copy it and send it yourself.',
    )
  })

  it('says a pitch with no text cannot be sent yet, where Send and Schedule would be', () => {
    mount(
      <PitchSendPanel
        pitch={{ ...pitch, content: '  \n ' }}
        onSend={send}
        onReschedule={reschedule}
        onCancelSend={cancelSend}
      />,
    )
    expect(buttons()).toEqual([])
    expect(document.querySelector('[role="note"]')?.textContent).toBe(
      'This pitch has no text yet: write it before sending',
    )
  })

  it('offers Send and Schedule to a journalist with an address', () => {
    mount(<PitchSendPanel pitch={pitch} onSend={send} onReschedule={reschedule} onCancelSend={cancelSend} />)
    expect(buttons()).toEqual(['Send', 'Schedule'])
    expect(document.body.textContent).toContain('to ada@dailybit.example')
  })

  it("styles the Schedule time as the app's other fields (.field), not with an unstyled class", () => {
    mount(<PitchSendPanel pitch={pitch} onSend={send} onReschedule={reschedule} onCancelSend={cancelSend} />)
    const schedule = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Schedule')
    act(() => schedule?.click())
    const input = document.querySelector('input[type="datetime-local"]') as HTMLInputElement
    expect(input.closest('.field')).not.toBe(null)
    expect(input.className).toBe('')
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Send at')
  })

  // The server keeps one send per pitch: a send asked for again after a failed one finds it final and
  // mails nothing (functions/sending/send-pitch.ts), so no button offers one.
  it('shows a failed send as not sent, without a Send that would do nothing', () => {
    mount(
      <PitchSendPanel
        pitch={{ ...pitch, send_status: 'failed' }}
        onSend={send}
        onReschedule={reschedule}
        onCancelSend={cancelSend}
      />,
    )
    const state = document.querySelector('[role="status"]')?.textContent
    expect(state).toContain('Not sent')
    // It says what the founder can do, and promises no retry the server will not make.
    expect(state).toContain('You can copy it and send it yourself.')
    expect(state).not.toMatch(/try again later/i)
    expect(buttons()).toEqual([])
  })

  it('offers to cancel a scheduled send, and says why when it could not be', async () => {
    const scheduled = {
      ...pitch,
      send_status: 'scheduled' as const,
      scheduled_for: '2026-03-05T09:30:00.000Z',
    }
    const refused = vi.fn(async () => {
      throw new ApiError('This pitch is already on its way and can no longer be cancelled', 409)
    })
    mount(<PitchSendPanel pitch={scheduled} onSend={send} onReschedule={reschedule} onCancelSend={refused} />)
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Scheduled for')
    expect(buttons()).toEqual(['Change time', 'Cancel send'])
    const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel send')
    await act(async () => cancel?.click())
    expect(refused).toHaveBeenCalledTimes(1)
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'This pitch is already on its way and can no longer be cancelled',
    )
  })

  it('offers no cancel for a send already on its way', () => {
    mount(
      <PitchSendPanel
        pitch={{ ...pitch, send_status: 'queued' }}
        onSend={send}
        onReschedule={reschedule}
        onCancelSend={cancelSend}
      />,
    )
    expect(buttons()).toEqual([])
  })

  it('moves a scheduled send: Change time opens the time it waits for, and Move send asks for a new one', async () => {
    const scheduled = {
      ...pitch,
      send_status: 'scheduled' as const,
      scheduled_for: '2099-03-05T09:30:00.000Z',
    }
    const moved = vi.fn(async (_at: string) => {})
    mount(<PitchSendPanel pitch={scheduled} onSend={send} onReschedule={moved} onCancelSend={cancelSend} />)
    const button = (label: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent === label) as HTMLButtonElement
    act(() => button('Change time').click())
    const input = document.querySelector('input[type="datetime-local"]') as HTMLInputElement
    expect(document.activeElement).toBe(input)
    expect(new Date(input.value).toISOString()).toBe('2099-03-05T09:30:00.000Z')
    expect(buttons()).toEqual(['Move send', 'Keep time'])
    // The time it has already is not offered as a move.
    expect(button('Move send').disabled).toBe(true)

    type(input, '2099-03-06T10:00')
    await act(async () => (document.querySelector('form') as HTMLFormElement).requestSubmit())
    expect(moved).toHaveBeenCalledWith(new Date('2099-03-06T10:00').toISOString())
    // Done: the form closes and the focus is on the panel's first button, not lost behind the dialog.
    expect(document.activeElement?.textContent).toBe('Change time')
  })

  it('closes the time form on Escape without closing the dialog, the focus back on the panel', () => {
    const scheduled = {
      ...pitch,
      send_status: 'scheduled' as const,
      scheduled_for: '2099-03-05T09:30:00.000Z',
    }
    mount(
      <PitchSendPanel pitch={scheduled} onSend={send} onReschedule={reschedule} onCancelSend={cancelSend} />,
    )
    act(() =>
      (
        [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Change time',
        ) as HTMLButtonElement
      ).click(),
    )
    const form = document.querySelector('form') as HTMLFormElement
    expect(form.hasAttribute('data-keeps-escape')).toBe(true)
    const pressed = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    act(() => void form.dispatchEvent(pressed))
    expect(pressed.defaultPrevented).toBe(true)
    expect(document.querySelector('form')).toBe(null)
    expect(document.activeElement?.textContent).toBe('Change time')
  })

  it('keeps the focus on the panel when a send goes, showing where the pitch stands once it arrives', async () => {
    mount(<DialogWithServerState />)
    const sendButton = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send')
    sendButton?.focus()
    await act(async () => sendButton?.click())
    // The pitch's new state comes from the server after the request: Send gives way to where it stands.
    act(() =>
      arriveFromServer({
        ...pitch,
        status: 'pitched',
        send_status: 'sent',
        sent_at: '2026-03-04T09:05:00.000Z',
      }),
    )
    expect(buttons()).toEqual([])
    expect(document.activeElement?.getAttribute('role')).toBe('status')
    expect(document.activeElement?.textContent).toContain('Sent')
  })
})
