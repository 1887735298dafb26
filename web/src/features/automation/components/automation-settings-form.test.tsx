// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../../../../shared/contracts/automation'
import { ApiError } from '../../../lib/api-client'
import { alerts, mount, submit, type } from '../../../lib/form-test-harness'
import { AutomationSettingsForm } from './automation-settings-form'

const byLabel = <T extends HTMLElement = HTMLInputElement>(label: string) => {
  const labelled = document.querySelector<T>(`[aria-label="${label}"]`)
  if (labelled) return labelled
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector('input')
  if (!input) throw new Error(`no field labelled ${label}`)
  return input as T
}
const daysOf = (n: number) =>
  [...document.querySelectorAll('label.interval-days')]
    .find((label) => label.textContent?.includes(`Follow-up ${n}: days after pitching`))
    ?.querySelector('input') as HTMLInputElement
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  ) as HTMLButtonElement
const describedText = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent

function render(onSave = vi.fn(async (_settings: unknown) => {}), settings = DEFAULT_AUTOMATION_SETTINGS) {
  const onDone = vi.fn()
  mount(<AutomationSettingsForm settings={settings} onSave={onSave} onDone={onDone} />)
  return { onSave, onDone }
}

describe('the follow-up settings form', () => {
  it("puts the shared contract's messages beside the days and the maximum, and sends nothing", async () => {
    const { onSave, onDone } = render()
    type(daysOf(1), '31')
    type(daysOf(2), '')
    type(byLabel('Max follow-ups per pitch'), '6')
    await submit()

    expect(daysOf(1).getAttribute('aria-invalid')).toBe('true')
    expect(describedText(daysOf(1))).toBe('Follow-up days must be a number from 1 to 30')
    expect(describedText(daysOf(2))).toBe('Follow-up days must be a number from 1 to 30')
    expect(daysOf(3).getAttribute('aria-invalid')).toBeNull()
    const max = byLabel('Max follow-ups per pitch')
    expect(max.getAttribute('aria-invalid')).toBe('true')
    expect(describedText(max)).toBe('Max follow-ups per pitch is from 1 to 5')
    expect(onSave).not.toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
    // The first field with a problem, in the page's order, has the focus.
    await vi.waitFor(() => expect(document.activeElement).toBe(daysOf(1)))
  })

  it('takes a message away as soon as what is typed satisfies the contract', async () => {
    render()
    type(daysOf(1), '31')
    await submit()
    expect(describedText(daysOf(1))).toBe('Follow-up days must be a number from 1 to 30')
    await act(async () => type(daysOf(1), '4'))
    await vi.waitFor(() => expect(daysOf(1).getAttribute('aria-invalid')).toBeNull())
    expect(document.body.textContent).not.toContain('Follow-up days must be a number from 1 to 30')
  })

  it("saves the contract's output: numbers, the changed rows, and the founder's own template texts", async () => {
    const settings = { ...DEFAULT_AUTOMATION_SETTINGS, templates: { check_in: 'Hi {{journalist_name}}' } }
    const { onSave, onDone } = render(undefined, settings)
    type(daysOf(1), '4')
    act(() => byLabel('Follow-up 3 on').click())
    act(() => byLabel('Send follow-ups automatically').click())
    await submit()
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true))
    expect(onSave).toHaveBeenCalledWith({
      intervals: [
        { id: 'day-3', days: 4, enabled: true, template: 'gentle_reminder' },
        { id: 'day-7', days: 7, enabled: true, template: 'check_in' },
        { id: 'day-14', days: 14, enabled: true, template: 'final_followup' },
      ],
      autoSend: true,
      skipWeekends: true,
      maxFollowUps: 3,
      templates: { check_in: 'Hi {{journalist_name}}' },
    })
  })

  it("shows the server's own message in the alert banner, keeps what was typed and stays open", async () => {
    const { onDone } = render(
      vi.fn(async () => {
        throw new ApiError('Too many requests, try again in a minute', 429)
      }),
    )
    type(daysOf(2), '9')
    await submit()
    await vi.waitFor(() => expect(alerts()).toEqual(['Too many requests, try again in a minute']))
    expect(daysOf(2).value).toBe('9')
    expect(onDone).not.toHaveBeenCalled()
    expect(button('Save settings').disabled).toBe(false)
  })

  it('says "Failed to save automation settings" when the server gives no message', async () => {
    render(
      vi.fn(async () => {
        throw new Error('socket hang up')
      }),
    )
    await submit()
    await vi.waitFor(() => expect(alerts()).toEqual(['Failed to save automation settings']))
  })

  it('offers follow-ups up to five, and removes the one asked for', async () => {
    const { onSave } = render()
    act(() => button('+ Add a follow-up').click())
    act(() => button('+ Add a follow-up').click())
    expect(document.body.textContent).toContain('5 of 5')
    expect(button('+ Add a follow-up').disabled).toBe(true)
    act(() => button('Remove follow-up 2').click())
    expect(document.body.textContent).toContain('4 of 5')
    await submit()
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled())
    const saved = onSave.mock.calls[0]?.[0] as typeof DEFAULT_AUTOMATION_SETTINGS
    expect(saved.intervals.map((interval) => interval.id).slice(0, 2)).toEqual(['day-3', 'day-14'])
    expect(saved.intervals).toHaveLength(4)
    // Each new one a week after the last, with a template not used yet while there is one.
    expect(saved.intervals.slice(2)).toMatchObject([
      { days: 21, enabled: true, template: 'value_add' },
      { days: 28, enabled: true, template: 'check_in' },
    ])
  })
})
