// @vitest-environment happy-dom
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { PauseView } from '../../../../../shared/contracts/automation'
import { mount } from '../../../lib/form-test-harness'
import { PauseControl } from './pause-control'

const paused: PauseView = { isPaused: true, resumeDate: '2099-03-05T09:30:00.000Z', reason: 'Launch week' }

/** The control as the panel holds it: the pause as the server last answered, set by the test. */
let arriveFromServer: (pause: PauseView) => void = () => {}
function PanelWithServerState() {
  const [pause, setPause] = useState(paused)
  arriveFromServer = setPause
  return <PauseControl pause={pause} onPause={async () => {}} onResume={async () => {}} />
}

describe('the pause control', () => {
  it('names the time zone of the end of a pause', () => {
    mount(<PanelWithServerState />)
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(
      /Automations paused until .*2099, \d+:\d\d [AP]M (UTC|GMT)/,
    )
  })

  it('carries on from the switch when Resume now goes with the banner, after the pause lifts', async () => {
    mount(<PanelWithServerState />)
    const resume = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Resume now')
    resume?.focus()
    await act(async () => resume?.click())
    // The lifted pause comes from the server after the request: the banner and its button go.
    act(() => arriveFromServer({ isPaused: false, resumeDate: null, reason: null }))
    expect(document.querySelector('.automation-paused-banner')).toBe(null)
    expect(document.activeElement?.getAttribute('role')).toBe('switch')
    expect(document.activeElement?.getAttribute('aria-checked')).toBe('false')
  })
})
