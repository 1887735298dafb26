import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

const column = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true })
const group = (panel: Locator, title: string) => panel.getByRole('list', { name: title, exact: true })
const groupToggle = (panel: Locator, title: string) =>
  panel.getByRole('button', { name: new RegExp(`^${title} \\d+$`) })
const itemWith = (scope: Locator, text: string) => scope.getByRole('listitem').filter({ hasText: text })

/** Moves a card by keyboard, as the pitch board allows: Space lifts it, each arrow a column, Space drops it. */
async function moveRightByKeyboard(page: Page, card: Locator, journalist: string, columns: string[]) {
  await card.focus()
  await card.press('Space')
  await page.locator('[data-pitch-card][aria-pressed="true"]').waitFor()
  // dnd-kit starts listening for the arrows in a timer after the lift; a timer set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  const liveRegion = page.locator('[id^="DndLiveRegion"]')
  for (const label of columns) {
    await page.keyboard.press('ArrowRight')
    await liveRegion.getByText(`Pitch to ${journalist} is over ${label}.`).waitFor()
  }
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/status'),
  )
  await page.keyboard.press('Space')
  expect((await saved).status()).toBe(200)
}

/** "2026-03-04T09:30": a datetime-local value, in the browser's time zone (the page's, asked of it). */
function localValue(page: Page, date: Date) {
  return page.evaluate((ms) => {
    const at = new Date(ms)
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
  }, date.getTime())
}

describe('Follow-up automation panel', () => {
  it('shows the two default follow-ups of a pitch moved to Pitched, pauses, resumes and cancels them, and pauses everything until a date', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids } = await arrangeJournalists(store, ['casey'])
    const founder = await founderWithPitches(api, store, ids)
    const pitch = founder.pitches[0]
    if (!pitch) throw new Error('no pitch arranged')
    const actionsNow = async () =>
      (await api.get('/api/automation/actions', founder.token)).body.actions as any[]

    const page = await browser.openAs(founder, '/pitches')
    await page.getByRole('heading', { name: 'Pitch Pipeline', level: 1 }).waitFor()
    const opener = page.getByRole('button', { name: 'Automation', exact: true })

    // Before anything is pitched: the panel opens, is a modal dialog, and has nothing scheduled.
    await opener.click()
    const panel = page.getByRole('dialog', { name: 'Automation' })
    await panel.waitFor()
    expect(await panel.getAttribute('aria-modal')).toBe('true')
    await panel.getByText('Automation Active', { exact: true }).waitFor()
    await panel.getByText('No scheduled actions', { exact: true }).waitFor()
    await panel.getByText('Actions will appear here when you move pitches to Pitched status').waitFor()
    await panel.getByText('Days 3 and 7 · as reminders · weekends skipped · at most 3 per pitch').waitFor()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.textContent === 'Automation')

    // Draft → Reviewed → Pitched by keyboard: the pitch gets its follow-ups.
    const card = page.getByRole('button', { name: /^Reporter 1, The Test Gazette:/ })
    await moveRightByKeyboard(page, card, 'Reporter 1', ['Reviewed', 'Pitched'])
    await column(page, 'Pitched')
      .getByRole('button', { name: /^Reporter 1/ })
      .waitFor()
    const scheduled = await actionsNow()
    expect(scheduled.map((a) => [a.template, a.status])).toEqual([
      ['gentle_reminder', 'scheduled'],
      ['check_in', 'scheduled'],
    ])

    // The panel lists both, days ahead, with who, what and when.
    await opener.click()
    await panel.waitFor()
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Close automation panel',
    )
    expect(await groupToggle(panel, 'Upcoming').getAttribute('aria-expanded')).toBe('true')
    const upcoming = group(panel, 'Upcoming')
    await upcoming.getByRole('listitem').nth(1).waitFor()
    expect(await upcoming.getByRole('listitem').count()).toBe(2)
    const gentle = itemWith(upcoming, 'Gentle reminder')
    const checkIn = itemWith(upcoming, 'Check in')
    for (const item of [gentle, checkIn]) {
      await item.getByText('Reminder', { exact: true }).waitFor()
      await item.getByText('Reporter 1 · The Test Gazette').waitFor()
      await item.getByText(`Re: ${pitch.subject}`, { exact: true }).waitFor()
    }
    expect(await gentle.locator('time').getAttribute('datetime')).toBe(scheduled[0].scheduled_for)
    expect(await checkIn.locator('time').getAttribute('datetime')).toBe(scheduled[1].scheduled_for)
    expect(new Date(scheduled[0].scheduled_for).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000)
    // A reminder not yet due has nothing to send.
    expect(await panel.getByRole('button', { name: 'Send now' }).count()).toBe(0)

    // Pause one: it moves to Paused, says why, and can be resumed.
    await gentle.getByRole('button', { name: 'Pause', exact: true }).click()
    const paused = group(panel, 'Paused')
    const pausedGentle = itemWith(paused, 'Gentle reminder')
    await pausedGentle.getByText('Paused by you').waitFor()
    expect(await upcoming.getByRole('listitem').count()).toBe(1)
    expect((await actionsNow()).map((a) => a.status)).toEqual(['paused', 'scheduled'])
    // Focus followed the item to its new place.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Resume')

    // Groups fold and unfold.
    const pausedToggle = groupToggle(panel, 'Paused')
    await pausedToggle.click()
    expect(await pausedToggle.getAttribute('aria-expanded')).toBe('false')
    await pausedGentle.waitFor({ state: 'hidden' })
    await pausedToggle.press('Enter')
    expect(await pausedToggle.getAttribute('aria-expanded')).toBe('true')
    await pausedGentle.waitFor()

    await pausedGentle.getByRole('button', { name: 'Resume', exact: true }).click()
    await itemWith(upcoming, 'Gentle reminder').getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await paused.waitFor({ state: 'detached' })
    expect((await actionsNow()).map((a) => a.status)).toEqual(['scheduled', 'scheduled'])

    // Cancel the other, once asked again; it is gone for good.
    await checkIn.getByRole('button', { name: 'Cancel', exact: true }).click()
    await checkIn.getByText('Cancel this reminder? It will not be sent.').waitFor()
    await checkIn.getByRole('button', { name: 'Cancel reminder' }).click()
    await checkIn.waitFor({ state: 'detached' })
    expect(await upcoming.getByRole('listitem').count()).toBe(1)
    expect((await actionsNow()).map((a) => a.template)).toEqual(['gentle_reminder'])

    // The pause toggle asks how long; Escape closes only that dialog and gives focus back to the toggle.
    const toggle = panel.getByRole('switch', { name: 'Pause all automations' })
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Pause Automations' })
    await dialog.waitFor()
    for (const duration of ['1 day', '1 week', '1 month', 'Custom date'])
      await dialog.getByRole('radio', { name: duration }).waitFor()
    expect(await dialog.getByRole('radio', { name: '1 day' }).isChecked()).toBe(true)
    await dialog
      .getByText('Scheduled actions will be held until the resume date. You can manually resume at any time.')
      .waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await panel.waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'switch')

    // Pause all until a date of our choosing, with a reason.
    // The earliest resume is the minute the dialog opened in: read around it, as a minute may turn between.
    const opened = new Date()
    await toggle.click()
    await dialog.getByRole('radio', { name: 'Custom date' }).check()
    const resumeOn = dialog.getByLabel('Resume on')
    const earliest = await resumeOn.getAttribute('min')
    const minutes = [await localValue(page, opened), await localValue(page, new Date())]
    expect(minutes).toContain(earliest)
    const until = new Date(Date.now() + 10 * 86_400_000)
    until.setSeconds(0, 0)
    await resumeOn.fill(await localValue(page, until))
    await dialog.getByLabel('Reason').fill('Launch moved to next month')
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })

    const shownDate = await page.evaluate(
      (ms) =>
        new Intl.DateTimeFormat('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        }).format(new Date(ms)),
      until.getTime(),
    )
    await panel.getByText(`Automations paused until ${shownDate}`, { exact: true }).waitFor()
    await panel.getByText('Reason: Launch moved to next month').waitFor()
    await panel.getByText('Automation Paused', { exact: true }).waitFor()
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    await itemWith(group(panel, 'Paused'), 'Gentle reminder')
      .getByText('Held while automations are paused')
      .waitFor()
    const pauses = (await api.get('/api/automation/pauses', founder.token)).body.pauses
    expect(pauses.globalPause).toEqual({
      isPaused: true,
      resumeDate: until.toISOString(),
      reason: 'Launch moved to next month',
    })

    // Resume by hand: the banner goes, the held reminder is scheduled again.
    await panel.getByRole('button', { name: 'Resume now' }).click()
    await panel.getByText('Automation Active', { exact: true }).waitFor()
    expect(await panel.getByText(/^Automations paused until/).count()).toBe(0)
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    await itemWith(group(panel, 'Upcoming'), 'Gentle reminder').waitFor()
    expect((await actionsNow()).map((a) => a.status)).toEqual(['scheduled'])
    expect((await api.get('/api/automation/pauses', founder.token)).body.pauses.globalPause.isPaused).toBe(
      false,
    )
  })

  it('checks the follow-up settings with the shared contract, shows the message by the field, and saves', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids } = await arrangeJournalists(store, ['drew'])
    const founder = await founderWithPitches(api, store, ids)
    const page = await browser.openAs(founder, '/pitches')
    await page.getByRole('button', { name: 'Automation', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Automation' })
    await panel.getByRole('button', { name: 'Edit', exact: true }).click()

    const firstDays = panel.getByRole('spinbutton', { name: 'Follow-up 1: days after pitching' })
    await firstDays.fill('31')
    await panel.getByRole('spinbutton', { name: 'Max follow-ups per pitch' }).fill('6')
    await panel.getByRole('button', { name: 'Save settings' }).click()
    const daysError = panel.getByText('Follow-up days must be a number from 1 to 30')
    await daysError.waitFor()
    await panel.getByText('Max follow-ups per pitch is from 1 to 5').waitFor()
    expect(await firstDays.getAttribute('aria-invalid')).toBe('true')
    expect(await firstDays.getAttribute('aria-describedby')).toBe(await daysError.getAttribute('id'))
    // Nothing was sent to the server.
    expect((await api.get('/api/automation/settings', founder.token)).body.settings.intervals[0].days).toBe(3)

    // Fixed as they type; up to five follow-ups, the last one removed again.
    await firstDays.fill('4')
    await panel.getByRole('spinbutton', { name: 'Max follow-ups per pitch' }).fill('3')
    await daysError.waitFor({ state: 'detached' })
    const add = panel.getByRole('button', { name: '+ Add a follow-up' })
    await add.click()
    await add.click()
    expect(await add.isDisabled()).toBe(true)
    await panel.getByText('5 of 5').waitFor()
    await panel.getByRole('button', { name: 'Remove follow-up 5' }).click()
    await panel.getByRole('button', { name: 'Remove follow-up 4' }).click()
    await panel.getByRole('checkbox', { name: 'Follow-up 3 on' }).check()
    await panel.getByRole('combobox', { name: 'Follow-up 3 template' }).selectOption('value_add')
    await panel.getByRole('checkbox', { name: 'Send follow-ups automatically' }).check()
    await panel.getByRole('button', { name: 'Save settings' }).click()

    await panel
      .getByText('Days 4, 7, and 14 · sent automatically · weekends skipped · at most 3 per pitch')
      .waitFor()
    const saved = (await api.get('/api/automation/settings', founder.token)).body.settings
    expect(saved).toMatchObject({
      intervals: [
        { id: 'day-3', days: 4, enabled: true, template: 'gentle_reminder' },
        { id: 'day-7', days: 7, enabled: true, template: 'check_in' },
        { id: 'day-14', days: 14, enabled: true, template: 'value_add' },
      ],
      autoSend: true,
      skipWeekends: true,
      maxFollowUps: 3,
    })
  })
})
