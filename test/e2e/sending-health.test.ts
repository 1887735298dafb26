import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { sendingHistory } from '../support/sending-history'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

describe('Sending health', () => {
  it('a bounce simulated in /dev/mailbox pauses a founder past the line; /profile says why, and resuming clears it', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids, domain } = await arrangeJournalists(store, ['bouncy'])
    const founder = await founderWithPitches(api, store, ids)
    // 49 sends before, two of them bounced: with the pitch below, a third bounce is 6% of 50.
    await sendingHistory(store, founder.id, { delivered: 47, bounced: 2 })
    const pitch = founder.pitches[0]!
    expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)

    const page = await browser.openAs(founder, '/profile')
    const health = page.getByRole('region', { name: 'Sending health' })
    const bounceRow = health.getByRole('row', { name: /^Bounce rate/ })
    await bounceRow.waitFor()
    expect(await bounceRow.textContent()).toBe('Bounce rate4.0%4.0%5.0%3.0%')

    await page.goto(`${stackUrl}/dev/mailbox`)
    const message = page.getByRole('article').filter({ hasText: `bouncy@${domain}` })
    await message.getByRole('button', { name: 'Simulate bounce' }).click()
    await page.getByRole('status').getByText('Simulated delivery event recorded: bounce event').waitFor()

    await page.goto(`${stackUrl}/profile`)
    const banner = health.getByRole('alert')
    await banner.getByText('Sending is paused:').waitFor()
    expect(await banner.textContent()).toContain('more than 3% of your recent pitches bounced')
    expect(await bounceRow.textContent()).toBe('Bounce rate6.0%6.0%5.0%3.0%')
    // On a phone the table fits its card, each column's name whole; the page itself does not widen.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const table = health.getByRole('table')
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBe(
      0,
    )
    for (const name of ['Last 30 days', 'Last 200 sends', 'Review at', 'Pause at'])
      expect(
        await table.getByRole('columnheader', { name }).evaluate((th) => th.scrollWidth <= th.clientWidth),
      ).toBe(true)
    await page.setViewportSize({ width: 1280, height: 720 })

    await banner.getByRole('button', { name: 'I have cleaned my list: resume sending' }).click()
    await banner.waitFor({ state: 'detached' })
    expect((await api.get('/api/sending/health', founder.token)).body.health.paused).toBeNull()
  })
})
