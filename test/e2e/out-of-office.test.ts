import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, deliverInbound, founderWithPitches, mailbox } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

describe("A journalist's out-of-office note", () => {
  it('shows "Away until Dec 8" on the pitch card and in its dialog', async () => {
    const { ids, domain } = await arrangeJournalists(storeOf(inject('stackDataDir')), ['away'])
    const founder = await founderWithPitches(api, storeOf(inject('stackDataDir')), ids)
    const pitch = founder.pitches[0]!
    expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)
    const sent = (await mailbox(stackUrl)).find((m) => m.to === `away@${domain}`)
    if (!sent) throw new Error('the pitch is not in the mailbox')
    // The note's year comes from its Date header: one far ahead keeps the return date in the future.
    const note = [
      `From: Reporter <away@${domain}>`,
      'To: reply@elsewhere.example',
      `Subject: Automatic reply: ${pitch.subject}`,
      'Auto-Submitted: auto-replied',
      `Message-ID: <${randomUUID()}@newsdesk.example>`,
      `In-Reply-To: <${sent.message_id}>`,
      'Date: Wed, 1 Dec 2099 09:00:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'I am out of the office with limited access to email. I will be back on December 8.',
    ].join('\r\n')
    expect(await deliverInbound(stackUrl, note)).toMatchObject({
      kind: 'out_of_office',
      returnDate: '2099-12-08',
    })

    const page = await browser.openAs(founder, '/pitches')
    await page.getByRole('heading', { name: 'Pitch Pipeline', level: 1 }).waitFor()
    const card = page.locator(`[data-pitch-card="${pitch.id}"]`)
    await card.getByText('Away until Dec 8').waitFor()
    expect(await card.getAttribute('aria-label')).toContain('(away until dec 8)')
    await card.click()
    const dialog = page.getByRole('dialog', { name: 'Reporter 1' })
    await dialog.getByText('Away until Dec 8').waitFor()
  })
})
