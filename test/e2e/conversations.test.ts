import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

describe("A journalist's reply", () => {
  it('shows an unread badge, opens in /inbox, is answered there, and the answer is in the mailbox in the thread', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids } = await arrangeJournalists(store, ['robin'])
    const founder = await founderWithPitches(api, store, ids)
    const pitch = (await api.get('/api/pitches', founder.token)).body.pitches[0]
    expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)

    const page = await browser.openAs(founder, '/dev/mailbox')
    const sent = page
      .getByRole('article', { name: pitch.subject })
      .filter({ hasText: pitch.journalist.email })
    await sent.getByRole('button', { name: 'Simulate reply' }).click()
    await page.getByRole('status').getByText('Simulated message received: human reply').waitFor()

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
})
