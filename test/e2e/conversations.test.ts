import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

/** A founder's pitch to one journalist, sent, and answered through /dev/mailbox's Simulate reply. */
async function pitchWithReply(name: string) {
  const store = storeOf(inject('stackDataDir'))
  const { ids } = await arrangeJournalists(store, [name])
  const founder = await founderWithPitches(api, store, ids)
  const pitch = (await api.get('/api/pitches', founder.token)).body.pitches[0]
  expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)

  const page = await browser.openAs(founder, '/dev/mailbox')
  const sent = page.getByRole('article', { name: pitch.subject }).filter({ hasText: pitch.journalist.email })
  await sent.getByRole('button', { name: 'Simulate reply' }).click()
  await page.getByRole('status').getByText('Simulated message received: human reply').waitFor()
  return { page, pitch }
}

describe("A journalist's reply", () => {
  it('shows an unread badge, opens in /inbox, is answered there, and the answer is in the mailbox in the thread', async () => {
    const { page, pitch } = await pitchWithReply('robin')

    await page.goto(`${stackUrl}/company`)
    const inboxLink = page.getByRole('link', { name: 'Inbox 1 unread' })
    await inboxLink.click()
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor()
    await page.getByRole('button', { name: new RegExp(`^${pitch.journalist.full_name}`) }).click()
    const dialog = page.getByRole('dialog', { name: pitch.subject })
    await dialog
      .getByText('Thanks for reaching out, this sounds interesting. Could you send me more details?')
      .waitFor()
    await dialog.getByText('Show quoted text').waitFor()

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
    await dialog.getByRole('textbox', { name: 'Your answer' }).fill('Here are the numbers: 40% a month.')
    await dialog.getByRole('button', { name: 'Send answer' }).click()
    await dialog.getByRole('status').getByText('Answer sent').waitFor()
    await dialog.getByRole('article', { name: /^Your answer, / }).waitFor()
    // Opened, it was read: the badge is gone.
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'Inbox', exact: true }).waitFor()

    await page.setViewportSize({ width: 1280, height: 844 })
    await page.goto(`${stackUrl}/dev/mailbox`)
    const answer = page
      .getByRole('article', { name: `Re: ${pitch.subject}` })
      .filter({ hasText: pitch.journalist.email })
      .filter({ hasText: 'Here are the numbers' })
    await answer.getByText('Headers').click()
    await answer.getByText(/^In-Reply-To: </).waitFor()
    await answer.getByText('List-Unsubscribe-Post: List-Unsubscribe=One-Click').waitFor()
  })

  it('opens over /inbox loaded on its own, on a phone: an opaque box in the screen, the newest message in view', async () => {
    const { page, pitch } = await pitchWithReply('sasha')

    // /inbox straight from its address: nothing of /pitches was loaded before.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${stackUrl}/inbox`)
    await page.getByRole('button', { name: new RegExp(`^${pitch.journalist.full_name}`) }).click()
    const dialog = page.getByRole('dialog', { name: pitch.subject })
    const reply = dialog.getByRole('article').filter({ hasText: 'Thanks for reaching out' })
    await reply.waitFor()

    const box = await dialog.evaluate((el) => {
      const { top, bottom, left, right } = el.getBoundingClientRect()
      return { top, bottom, left, right, background: getComputedStyle(el).backgroundColor }
    })
    expect(box.background).not.toBe('rgba(0, 0, 0, 0)')
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(844)
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(390)

    /** Whether the top of an element inside the dialog shows in the dialog's own box. */
    const inView = (locator: typeof reply) =>
      locator.evaluate((el) => {
        const scroller = el.closest('[role="dialog"]') as HTMLElement
        const frame = scroller.getBoundingClientRect()
        const { top } = el.getBoundingClientRect()
        return top >= frame.top && top < frame.bottom
      })
    await expect.poll(() => inView(reply)).toBe(true)

    await dialog.getByRole('textbox', { name: 'Your answer' }).fill('Happy to share the numbers.')
    await dialog.getByRole('button', { name: 'Send answer' }).click()
    const answer = dialog.getByRole('article', { name: /^Your answer, / })
    await answer.waitFor()
    await expect.poll(() => inView(answer)).toBe(true)
  })
})
