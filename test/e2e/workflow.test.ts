import { readFile } from 'node:fs/promises'
import { simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { suppress } from '../../functions/sending/suppression'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches, mailbox, rawMessage, waitUntil } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'
import { signInAs } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()
const store = () => storeOf(inject('stackDataDir'))

const column = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true })
const card = (page: Page, journalist: string) =>
  page.getByRole('button', { name: new RegExp(`^${journalist}, The Test Gazette:`) })

/**
 * Lifts a card with Space and waits until the board has measured where it can go (its first
 * announcement names the column it is over), so the arrow keys that follow are not lost.
 */
async function lift(page: Page, name: string, from: string) {
  await card(page, name).focus()
  await page.keyboard.press('Space')
  await page.locator('.workflow-card-body[aria-pressed="true"]').waitFor()
  await page
    .locator('[id^="DndLiveRegion"]')
    .getByText(`Card for ${name} is over ${from}.`, { exact: true })
    .waitFor()
  // dnd-kit starts listening for the arrows in a timer after the lift; a timer set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

async function boardFor(names: string[]) {
  const { ids, domain } = await arrangeJournalists(store(), names)
  const founder = await founderWithPitches(api, store(), ids)
  const statuses = async () => {
    const { cards } = (await api.get('/api/workflow/cards', founder.token)).body
    return Object.fromEntries((cards as any[]).map((c) => [c.journalist.full_name, c.status]))
  }
  return { founder, statuses, domain }
}

async function openBoard(
  founder: Awaited<ReturnType<typeof boardFor>>['founder'],
  total: number,
  expected: { path: string; status: number }[] = [],
) {
  const page = await browser.openAs(founder, '/workflow', expected)
  await page.getByRole('heading', { name: 'Workflow', level: 1 }).waitFor()
  await page.getByText(`${total} total pitches`, { exact: true }).waitFor()
  return page
}

describe('Workflow board', () => {
  it('moves three Ctrl+Clicked cards to Reviewed with a progress overlay, and undo brings them back', async () => {
    const { founder, statuses } = await boardFor(['w1', 'w2', 'w3', 'w4'])
    const page = await openBoard(founder, 4)
    await page.getByText('Automation Active', { exact: true }).waitFor()
    const drafted = column(page, 'Drafted')
    expect(await drafted.getByRole('button', { name: /The Test Gazette:/ }).count()).toBe(4)

    // A plain click selects nothing; Ctrl+Click does, card by card.
    await card(page, 'Reporter 1').click()
    expect(await page.getByText(/^\d+ selected$/).count()).toBe(0)
    for (const name of ['Reporter 1', 'Reporter 2', 'Reporter 4'])
      await card(page, name).click({ modifiers: ['Control'] })
    await page.getByText('3 selected', { exact: true }).waitFor()
    expect(await page.getByRole('checkbox', { name: 'Select Reporter 2' }).isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'Select Reporter 3' }).isChecked()).toBe(false)

    // The move dialog asks for a target status before anything moves.
    const bar = page.getByRole('region', { name: 'Selected cards' })
    await bar.getByRole('button', { name: 'Move', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Move 3 cards' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()
    await dialog.getByText('Choose a target status').waitFor()
    await dialog.getByRole('radio', { name: 'Reviewed' }).check()
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()

    // Under way, then done: the overlay's message turns to what came of it.
    const overlay = page
      .getByRole('status')
      .filter({ hasText: /Moving 3 items to Reviewed\.\.\.|Moved 3 items/ })
    await overlay.getByText('3 of 3', { exact: false }).waitFor()
    await overlay.getByText('Moved 3 items to Reviewed', { exact: true }).waitFor()
    const reviewed = column(page, 'Reviewed')
    for (const name of ['Reporter 1', 'Reporter 2', 'Reporter 4'])
      await reviewed.getByRole('button', { name: new RegExp(`^${name},`) }).waitFor()
    expect(await statuses()).toEqual({
      'Reporter 1': 'reviewed',
      'Reporter 2': 'reviewed',
      'Reporter 3': 'drafted',
      'Reporter 4': 'reviewed',
    })
    // The overlay clears by itself after the move (2 s after completion).
    await overlay.waitFor({ state: 'detached' })
    expect(await page.getByText(/^\d+ selected$/).count()).toBe(0)

    // Ctrl+Z undoes the move: every card is back in Drafted.
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'visible' })
    await page.waitForFunction(
      () => !(document.querySelector('button[aria-keyshortcuts$="Z"]') as HTMLButtonElement | null)?.disabled,
    )
    await page.keyboard.press('Control+z')
    await page.waitForFunction(
      () => document.querySelectorAll('[data-status="drafted"] [data-card]').length === 4,
    )
    expect(Object.values(await statuses())).toEqual(['drafted', 'drafted', 'drafted', 'drafted'])

    // Shift+Ctrl+Z redoes it.
    await page.waitForFunction(
      () =>
        !(document.querySelector('button[aria-keyshortcuts^="Shift"]') as HTMLButtonElement | null)?.disabled,
    )
    await page.keyboard.press('Control+Shift+z')
    await page.waitForFunction(
      () => document.querySelectorAll('[data-status="reviewed"] [data-card]').length === 3,
    )
    expect((await statuses())['Reporter 4']).toBe('reviewed')
  })

  it('raises the bottleneck alert for a card untouched for more than 7 days, and Move N selected resolves it', async () => {
    const { founder, statuses } = await boardFor(['b1', 'b2'])
    const stale = founder.pitches[0]?.id ?? ''
    await store()
      .pitches.patch({ user_id: founder.id, pitch_id: stale })
      .set({ updated_at: new Date(Date.now() - 9 * 86_400_000).toISOString() })
      .go()
    const page = await openBoard(founder, 2)

    const alert = page.getByRole('region', {
      name: 'Workflow Bottleneck Detected: 1 items need attention across 1 stage(s)',
    })
    await alert.waitFor()
    await alert.getByText('Resolving bottlenecks can improve velocity by ~25%').waitFor()
    const move = alert.getByRole('button', { name: 'Move 0 selected' })
    expect(await move.isDisabled()).toBe(true)

    const stage = alert.getByRole('button', { name: /^Drafted: 1 item/ })
    expect(await stage.getAttribute('aria-expanded')).toBe('false')
    await stage.click()
    expect(await stage.getAttribute('aria-expanded')).toBe('true')
    const item = alert.getByRole('checkbox', { name: /Reporter 1/ })
    await alert.getByText('9 days in status').waitFor()
    await alert.getByRole('button', { name: 'Select all', exact: true }).click()
    expect(await item.isChecked()).toBe(true)
    await alert.getByRole('button', { name: 'Deselect all' }).click()
    expect(await item.isChecked()).toBe(false)
    await item.check()

    // Drafted goes on to Pitched; the card is fresh again, so the alert goes.
    await alert.getByRole('button', { name: 'Move 1 selected' }).click()
    await column(page, 'Pitched')
      .getByRole('button', { name: /^Reporter 1,/ })
      .waitFor()
    await alert.waitFor({ state: 'detached' })
    expect(await statuses()).toEqual({ 'Reporter 1': 'pitched', 'Reporter 2': 'drafted' })
  })

  it("shows a long journalist's name and publication whole on a laptop and on a phone", async () => {
    const { ids } = await arrangeJournalists(store(), ['long'])
    await store()
      .journalists.patch({ journalist_id: ids[0] ?? '' })
      .set({
        full_name: 'Alexandra Montgomery-Worthington',
        publication: 'The Financial Times Weekend Magazine',
      })
      .go()
    const founder = await founderWithPitches(api, store(), ids)
    const page = await openBoard(founder, 1)
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 800 })
      const cut = await page.$$eval('.workflow-card-name, .workflow-card-publication', (cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      )
      expect(cut, `cut at ${width} px`).toEqual([])
      await page.getByText('Alexandra Montgomery-Worthington', { exact: true }).waitFor()
    }
  })

  it('shows a card moved on /workflow in its new column on /pitches', async () => {
    const { founder, statuses } = await boardFor(['p1'])
    const page = await openBoard(founder, 1)

    // By keyboard: Space lifts the card, the right arrow takes it to Reviewed, Space drops it.
    await lift(page, 'Reporter 1', 'Drafted')
    const live = page.locator('[id^="DndLiveRegion"]')
    await page.keyboard.press('ArrowRight')
    await live.getByText(/is over Reviewed\.$/).waitFor()
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/workflow/move'),
    )
    await page.keyboard.press('Space')
    expect((await saved).status()).toBe(200)
    await column(page, 'Reviewed')
      .getByRole('button', { name: /^Reporter 1,/ })
      .waitFor()
    expect(await statuses()).toEqual({ 'Reporter 1': 'reviewed' })

    await page.getByRole('link', { name: 'Pitches', exact: true }).click()
    await page.getByRole('heading', { name: 'Pitch Pipeline', level: 1 }).waitFor()
    await column(page, 'Reviewed')
      .getByRole('button', { name: /^Reporter 1,/ })
      .waitFor()
    expect(await column(page, 'Draft').getByRole('button').count()).toBe(0)
  })

  it('lists the follow-ups of a card moved to Pitched in the open Automation panel, and drops them on undo', async () => {
    const { founder } = await boardFor(['f1'])
    const page = await openBoard(founder, 1)
    await page.getByRole('button', { name: 'Automation', exact: true }).click()
    const panel = page.getByRole('complementary')
    await panel.getByText('No scheduled actions', { exact: true }).waitFor()

    await lift(page, 'Reporter 1', 'Drafted')
    const live = page.locator('[id^="DndLiveRegion"]')
    for (const over of ['Reviewed', 'Pitched']) {
      await page.keyboard.press('ArrowRight')
      await live.getByText(new RegExp(`is over ${over}\\.$`)).waitFor()
    }
    await page.keyboard.press('Space')
    // Without the panel's own Refresh: the move scheduled them, and the panel says so.
    const upcoming = panel.getByRole('list', { name: 'Upcoming', exact: true })
    await upcoming.getByRole('listitem').nth(1).waitFor()
    expect(await upcoming.getByRole('listitem').count()).toBe(2)

    await page.waitForFunction(
      () => !(document.querySelector('button[aria-keyshortcuts$="Z"]') as HTMLButtonElement | null)?.disabled,
    )
    await page.keyboard.press('Control+z')
    await panel.getByText('No scheduled actions', { exact: true }).waitFor()
  })

  it('selects a range with Shift+Click and a card by keyboard, and sends a personalised message with real progress', async () => {
    const { founder, domain } = await boardFor(['m1', 'm2', 'm3'])
    const page = await openBoard(founder, 3)
    const cards = column(page, 'Drafted').getByRole('button', { name: /The Test Gazette:/ })
    const names = await Promise.all(
      [0, 1, 2].map(async (i) => ((await cards.nth(i).getAttribute('aria-label')) ?? '').split(',')[0] ?? ''),
    )

    // Ctrl+Click the first, Shift+Click the third: the whole range is selected.
    await cards.nth(0).click({ modifiers: ['Control'] })
    await cards.nth(2).click({ modifiers: ['Shift'] })
    await page.getByText('3 selected', { exact: true }).waitFor()
    // The keyboard way: Space on a card's checkbox takes the middle one out again.
    const middle = page.getByRole('checkbox', { name: `Select ${names[1]}` })
    await middle.focus()
    await page.keyboard.press('Space')
    await page.getByText('2 selected', { exact: true }).waitFor()
    expect(await middle.isChecked()).toBe(false)

    await page
      .getByRole('region', { name: 'Selected cards' })
      .getByRole('button', { name: 'Message' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Message 2 recipients' })
    await dialog.waitFor()
    const send = dialog.getByRole('button', { name: 'Send messages' })
    expect(await send.isDisabled()).toBe(true)
    await dialog.getByText('Please enter a subject and message').waitFor()
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Only a subject')
    expect(await send.isDisabled()).toBe(true)

    // A follow-up template speaks of a pitch these drafted cards never sent: it would reach no one.
    const template = dialog.getByRole('combobox', { name: 'Template' })
    await template.selectOption('followup_1')
    await dialog
      .getByText('None of them has been pitched yet: a follow-up goes only to journalists you have pitched.')
      .waitFor()
    expect(await send.isDisabled()).toBe(true)

    // Another template fills both; the preview is the first recipient's message, personalised.
    await template.selectOption('announcement')
    expect(await dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'News for {{publication}} readers',
    )
    const preview = dialog.getByRole('region', { name: 'Preview' })
    await preview.getByText(`To ${names[0]}, The Test Gazette`).waitFor()
    await preview.getByText('News for The Test Gazette readers', { exact: true }).waitFor()
    // {{first_name}}: the first word of the journalist's name.
    await preview.getByText(new RegExp(`^Hi ${names[0]?.split(' ')[0]},`)).waitFor()
    expect(await dialog.getByText('Please enter a subject and message').count()).toBe(0)
    const schedule = dialog.getByRole('radio', { name: 'Schedule' })
    await schedule.check()
    const at = dialog.getByLabel('Send at')
    expect(await at.getAttribute('min')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/)
    expect(await dialog.getByRole('button', { name: 'Schedule messages' }).isDisabled()).toBe(true)
    await dialog.getByRole('radio', { name: 'Send now' }).check()
    await send.click()

    // The overlay follows the send job until both are out.
    const overlay = page.getByRole('status').filter({ hasText: /Sending 2 messages\.\.\.|Sent 2/ })
    await overlay.waitFor()
    await overlay.getByText(/^2 of 2/).waitFor()
    await overlay.getByText('Sent 2', { exact: true }).waitFor()
    await overlay.waitFor({ state: 'detached' })
    const delivered = (await mailbox(stackUrl)).filter((m) => m.to.endsWith(`@${domain}`))
    expect(delivered).toHaveLength(2)
    const first = delivered.find((m) => m.to === `m${names[0]?.split(' ')[1]}@${domain}`)
    const parsed = await simpleParser(await rawMessage(stackUrl, first?.message_id ?? ''))
    expect(parsed.subject).toBe('News for The Test Gazette readers')
    expect(parsed.text).toContain(`Hi ${names[0]?.split(' ')[0]},`)
  })

  it('puts a card in the place of another by keyboard, reverts a move the server refuses, and says why an undo is refused', async () => {
    const { founder, statuses } = await boardFor(['k1', 'k2', 'k3'])
    const page = await openBoard(founder, 3, [
      { path: '/api/workflow/move', status: 500 },
      { path: '/api/workflow/undo', status: 409 },
    ])
    const drafted = column(page, 'Drafted').getByRole('button', { name: /The Test Gazette:/ })
    const order = async () =>
      Promise.all(
        [0, 1, 2].map(async (i) => ((await drafted.nth(i).getAttribute('aria-label')) ?? '').split(',')[0]),
      )
    const [first, second, third] = await order()
    const live = page.locator('[id^="DndLiveRegion"]')

    // Space lifts the first card, the down arrow takes it to the second one's place, Space drops it.
    await lift(page, first ?? '', 'Drafted')
    await page.keyboard.press('ArrowDown')
    await live.getByText(`is over ${second}'s place in Drafted.`, { exact: false }).waitFor()
    const reordered = page.waitForResponse((r) => r.url().endsWith('/api/workflow/reorder'))
    await page.keyboard.press('Space')
    expect((await reordered).status()).toBe(200)
    expect(await order()).toEqual([second, first, third])
    const { cards } = (await api.get('/api/workflow/cards?status=drafted', founder.token)).body
    expect(cards.map((c: any) => c.journalist.full_name)).toEqual([second, first, third])

    // A move the server refuses: the card goes back where it was, and the founder is told.
    await page.route('**/api/workflow/move', (route) => route.fulfill({ status: 500, json: {} }), {
      times: 1,
    })
    await lift(page, third ?? '', 'Drafted')
    await page.keyboard.press('ArrowRight')
    await live.getByText(/is over Reviewed\.$/).waitFor()
    await page.keyboard.press('Space')
    await page.getByText('Failed to move items', { exact: true }).waitFor()
    await column(page, 'Drafted')
      .locator('.workflow-card-reverted')
      .getByRole('button', { name: new RegExp(`^${third},`) })
      .waitFor()
    expect(await column(page, 'Reviewed').getByRole('button').count()).toBe(0)

    // A real move, then the card changes elsewhere: undo is refused with the server's reason.
    await lift(page, third ?? '', 'Drafted')
    await page.keyboard.press('ArrowRight')
    await live.getByText(/is over Reviewed\.$/).waitFor()
    const moved = page.waitForResponse((r) => r.url().endsWith('/api/workflow/move'))
    await page.keyboard.press('Space')
    expect((await moved).status()).toBe(200)
    const { cards: all } = (await api.get('/api/workflow/cards', founder.token)).body
    const movedCard = all.find((c: any) => c.status === 'reviewed')
    await api.put(`/api/pitches/${movedCard.id}/status`, { status: 'archived' }, founder.token)
    const undo = page.getByRole('button', { name: 'Undo', exact: true })
    await page.waitForFunction(
      () => !(document.querySelector('button[aria-keyshortcuts$="Z"]') as HTMLButtonElement | null)?.disabled,
    )
    await undo.click()
    await page
      .getByText('These cards changed since; this step can no longer be undone', { exact: true })
      .waitFor()
    expect((await statuses())[third ?? '']).toBe('archived')
  })

  it('sends selected pitches from the bulk bar after asking, following the job until it is out, and says why one did not go', async () => {
    const { founder, domain } = await boardFor(['s1', 's2'])
    await suppress({ store: store(), now: () => new Date() }, `s1@${domain}`, 'unsubscribed')
    const page = await openBoard(founder, 2)
    await page.getByRole('checkbox', { name: 'Select Reporter 1' }).check()
    await page.getByRole('checkbox', { name: 'Select Reporter 2' }).check()
    await page.getByText('2 selected', { exact: true }).waitFor()
    await page
      .getByRole('region', { name: 'Selected cards' })
      .getByRole('button', { name: 'Send' })
      .press('Enter')
    // Bulk Send asks first: who gets it, who does not and why, and the message as it will go.
    const confirm = page.getByRole('dialog', { name: 'Send 2 pitches?' })
    await confirm.getByText('1 pitch will go now.', { exact: true }).waitFor()
    await confirm
      .getByRole('region', { name: 'Not sent' })
      .getByText('This address has unsubscribed or cannot receive mail')
      .waitFor()
    const first = confirm.getByRole('region', { name: 'First message' })
    await first.getByText(`To Reporter 2 <s2@${domain}>`, { exact: true }).waitFor()
    expect(await mailbox(stackUrl).then((all) => all.filter((m) => m.to.endsWith(`@${domain}`)))).toEqual([])
    await confirm.getByRole('button', { name: 'Send 1 pitch', exact: true }).press('Enter')
    // The bar goes with the selection, and its Send with it: the keyboard carries on from the board.
    await page.getByRole('region', { name: 'Selected cards' }).waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Board')
    const overlay = page.getByRole('status').filter({ hasText: /Sending 2 pitches\.\.\.|Sent 1/ })
    await overlay.getByText(/^2 of 2 · done/).waitFor()
    await overlay.getByText('Sent 1 · skipped 1', { exact: true }).waitFor()
    const why = 'This address has unsubscribed or cannot receive mail (1)'
    await overlay.getByRole('listitem').getByText(why, { exact: true }).waitFor()
    // The overlay goes 2 s after the job; the reason stays a while longer in a toast.
    const summary = page.getByText(`1 of 2 not sent: ${why}`, { exact: true })
    await summary.waitFor()
    // Read in a line or three beside its button, not a letter a line squeezed by it.
    const box = await summary.boundingBox()
    expect(box?.width, "the summary toast's text width").toBeGreaterThan(200)
    expect(box?.height, "the summary toast's text height").toBeLessThan(80)
    await column(page, 'Pitched')
      .getByRole('button', { name: /^Reporter 2,/ })
      .waitFor()
    await overlay.waitFor({ state: 'detached' })
    expect((await mailbox(stackUrl)).filter((m) => m.to === `s2@${domain}`)).toHaveLength(1)
    expect(
      await column(page, 'Drafted')
        .getByRole('button', { name: /^Reporter 1,/ })
        .count(),
    ).toBe(1)
  })

  it('names when a deferred pitch goes and why, and its toast leads to the Pitch Pipeline', async () => {
    const { ids } = await arrangeJournalists(store(), ['d1'])
    const [journalist] = ids as [string]
    // Two pitches to one journalist: the first goes today, so the second waits for their next day.
    const founder = await founderWithPitches(api, store(), [journalist, journalist])
    const [first, second] = founder.pitches.map((pitch) => pitch.id)
    expect((await api.post(`/api/pitches/${first}/send`, {}, founder.token)).status).toBe(200)
    const page = await openBoard(founder, 2)
    await column(page, 'Drafted').getByRole('checkbox', { name: 'Select Reporter 1' }).check()
    await page.getByRole('region', { name: 'Selected cards' }).getByRole('button', { name: 'Send' }).click()
    await page
      .getByRole('dialog', { name: 'Send 1 pitch?' })
      .getByRole('button', { name: 'Send 1 pitch', exact: true })
      .click()
    const overlay = page.getByRole('status').filter({ hasText: /Sent 0/ })
    await overlay.getByText('Sent 0 · deferred 1', { exact: true }).waitFor()
    const pitch = ((await api.get('/api/pitches', founder.token)).body.pitches as any[]).find(
      (p) => p.id === second,
    )
    expect(pitch.send_status).toBe('scheduled')
    // The weekday and time the pitch waits for, on the browser's clock.
    const when = await page.evaluate(
      (at) =>
        new Intl.DateTimeFormat('en-US', {
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(at)),
      String(pitch.scheduled_for),
    )
    const line = `Deferred to ${when}: one message a day to this journalist`
    await overlay.getByRole('listitem').getByText(line, { exact: true }).waitFor()
    // The overlay goes; the toast keeps the line, with the way to the sends.
    await overlay.waitFor({ state: 'detached' })
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: line })
    await toast.getByRole('button', { name: 'See them in Pitch Pipeline' }).click()
    await page.getByRole('heading', { name: 'Pitch Pipeline', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/pitches')
  })

  it('says a card moved to Pitched was never sent, and its Send now asks before sending it', async () => {
    const { founder, domain, statuses } = await boardFor(['u1', 'u2'])
    const page = await openBoard(founder, 2)
    await page.getByRole('checkbox', { name: 'Select Reporter 1' }).check()
    await page
      .getByRole('region', { name: 'Selected cards' })
      .getByRole('button', { name: 'Move', exact: true })
      .click()
    const move = page.getByRole('dialog', { name: 'Move 1 card' })
    await move.getByRole('radio', { name: 'Pitched' }).check()
    await move.getByRole('button', { name: 'Move', exact: true }).click()
    const notice = page
      .locator('.toast')
      .filter({ hasText: 'The pitch to Reporter 1 was never sent from Pressroom' })
    await notice.waitFor()
    expect(
      (await api.get('/api/automation/actions', founder.token)).body.actions.map((a: any) => a.type),
    ).toEqual(['reminder', 'reminder'])
    expect(await mailbox(stackUrl).then((all) => all.filter((m) => m.to === `u1@${domain}`))).toEqual([])

    await notice.getByRole('button', { name: 'Send now' }).click()
    const confirm = page.getByRole('dialog', { name: 'Send 1 pitch?' })
    await confirm.getByText(`To Reporter 1 <u1@${domain}>`, { exact: true }).waitFor()
    await confirm.getByRole('button', { name: 'Send 1 pitch', exact: true }).click()
    await waitUntil(
      async () => (await mailbox(stackUrl)).filter((m) => m.to === `u1@${domain}`),
      (mails) => mails.length === 1,
    )
    expect(await statuses()).toMatchObject({ 'Reporter 1': 'pitched', 'Reporter 2': 'drafted' })
  })

  it('opens Pipeline Health, the automation panel and the settings with a working CSV export and import', async () => {
    const { founder } = await boardFor(['c1', 'c2'])
    await api.post('/api/workflow/move', { ids: [founder.pitches[0]?.id], status: 'reviewed' }, founder.token)
    const page = await openBoard(founder, 2)
    const panel = page.getByRole('complementary')

    await page.getByRole('button', { name: 'Insights', exact: true }).click()
    expect(
      await page.getByRole('button', { name: 'Insights', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')
    await panel.getByRole('heading', { name: 'Pipeline Health' }).waitFor()
    for (const title of [
      'Current Distribution',
      'Conversion Rates',
      'Pipeline Velocity',
      'Potential Bottlenecks',
    ])
      await panel.getByRole('heading', { name: title }).waitFor()
    // One drafted, one reviewed: 1 / (1 + 1).
    await panel.getByText('50%', { exact: true }).waitFor()
    await panel.getByText('Your pipeline velocity is stable compared with last week.').waitFor()
    // The analytics cards of the workflow area, from the dashboard's own call: nothing sent yet.
    await panel.getByRole('heading', { name: 'Reply Rate' }).waitFor()
    await panel.getByText('0 replies from 0 pitches').waitFor()

    await page.getByRole('button', { name: 'Automation', exact: true }).click()
    await panel.getByRole('heading', { name: 'Follow-up settings' }).waitFor()
    await panel.getByRole('switch', { name: 'Pause all automations' }).waitFor()

    await page.getByRole('button', { name: 'Settings', exact: true }).click()
    await panel.getByText('Drag cards between columns to update their status.').waitFor()
    const download = page.waitForEvent('download')
    await panel.getByRole('button', { name: 'Export Workflow Data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('workflow.csv')
    const csv = await readFile(await file.path(), 'utf8')
    expect(csv.split('\r\n')[0]).toBe(
      'journalist,publication,email,status,subject,sent,last_interaction,angle,body',
    )
    expect(csv).toContain('Reporter 2,The Test Gazette,')

    // The file back in, with a new subject for one journalist and a row naming nobody we know: the cards
    // already on the board are not made twice, the new one is, and the rest is reported.
    const reporter2 = csv.split('\r\n').find((line) => line.startsWith('Reporter 2,')) ?? ''
    const newAngle = reporter2.replace(/^((?:[^,]*,){4})[^,]*/, '$1A second angle')
    await panel.getByLabel('CSV file to import').setInputFiles({
      name: 'cards.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv}${newAngle}\r\nNobody Known,Nowhere Weekly,,drafted,Hi,,\r\n`),
    })
    await panel.getByText('Imported 1 card. 3 rows were refused:').waitFor()
    await panel.getByText('Rows 2–3: Already on the board').waitFor()
    await panel.getByText('Row 5: No such journalist in the database').waitFor()
    await page.getByText('3 total pitches', { exact: true }).waitFor()
  })

  it('renders 500 cards and selects among them quickly (timings reported)', async () => {
    const { founder } = await boardFor([])
    const { page } = await browser.open()
    const at = '2026-03-01T09:00:00.000Z'
    const statuses = ['drafted', 'reviewed', 'pitched', 'picked_up', 'archived']
    const cards = Array.from({ length: 500 }, (_, i) => ({
      id: `card-${i}`,
      status: statuses[i % 5],
      position: Math.floor(i / 5),
      created_at: at,
      updated_at: new Date().toISOString(),
      user_id: founder.id,
      pitch_id: `card-${i}`,
      journalist: {
        id: `j-${i}`,
        full_name: `Reporter ${i}`,
        publication: 'The Test Gazette',
        email: null,
        topics: ['Robotics', 'AI', 'Climate'],
        response_rate: i % 60,
      },
      pitch: {
        id: `card-${i}`,
        subject: `Subject ${i}`,
        content: '',
        sent_at: i % 2 ? at : null,
        replied_at: null,
        last_interaction: null,
        follow_up_scheduled: false,
        follow_up_date: null,
      },
    }))
    // The board's data is the only thing stubbed: 500 cards without writing 500 pitches.
    await page.route(/\/api\/workflow\/cards(\?.*)?$/, (route) => {
      const status = new URL(route.request().url()).searchParams.get('status')
      const list = status ? cards.filter((c) => c.status === status) : cards
      return route.fulfill({ json: { cards: list, total: list.length } })
    })
    await signInAs(page, founder)
    await page.goto(`${stackUrl}/workflow`)
    // The first load carries 500 cards' JSON on a shared machine: more time than one click needs.
    await page.getByText('500 total pitches', { exact: true }).waitFor({ timeout: 30_000 })
    await page.waitForFunction(() => document.querySelectorAll('[data-card]').length === 500)

    // From the filter's change to 500 cards painted: one column's 100 back to all 500 (from the cache).
    const filter = page.getByRole('combobox', { name: 'Status filter' })
    await filter.selectOption('drafted')
    await page.waitForFunction(() => document.querySelectorAll('[data-card]').length === 100)
    const renderMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const select = document.querySelector('.workflow-filter select') as HTMLSelectElement
          const started = performance.now()
          select.value = ''
          select.dispatchEvent(new Event('change', { bubbles: true }))
          const check = () =>
            document.querySelectorAll('[data-card]').length === 500
              ? requestAnimationFrame(() => resolve(performance.now() - started))
              : requestAnimationFrame(check)
          check()
        }),
    )
    // A Ctrl+Click on one card of 500: only what changed re-renders.
    const selectMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const body = document.querySelector('[data-card="card-250"] .workflow-card-body') as HTMLElement
          const started = performance.now()
          body.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }))
          const check = () =>
            document.querySelector('[data-card="card-250"].workflow-card-selected')
              ? requestAnimationFrame(() => resolve(performance.now() - started))
              : requestAnimationFrame(check)
          check()
        }),
    )
    console.log(
      `workflow board, 500 cards in Chromium: full render ${renderMs.toFixed(0)} ms, Ctrl+Click select ${selectMs.toFixed(0)} ms`,
    )
    await page.getByText('1 selected', { exact: true }).waitFor()
    // Bounds far above what a smooth board takes, for a shared 2-core machine; a regression to seconds fails.
    expect(renderMs).toBeLessThan(3_000)
    expect(selectMs).toBeLessThan(1_000)
  })
})
