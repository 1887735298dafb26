import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { serveRecords, type ZoneRecord } from '../support/loopback-dns'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

describe("Sending address: a founder's own domain", () => {
  it('adds a domain, shows its records, verifies them on the loopback DNS, and the next pitch goes from it', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids, domain: newsDomain } = await arrangeJournalists(store, ['reader'])
    const founder = await founderWithPitches(api, store, ids)
    const domain = `${founder.id.slice(0, 8)}.brand-e2e.example`

    const page = await browser.openAs(founder, '/profile')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrl })
    const section = page.getByRole('region', { name: 'Sending address' })
    await section.getByLabel('Your domain').fill(domain)
    await section.getByRole('button', { name: 'Add domain' }).click()
    await section.getByText('Pending').waitFor()

    // The records, as the founder reads them: three DKIM CNAMEs, the MAIL FROM MX and SPF, DMARC.
    const values = await section.locator('.domain-record-value').allTextContents()
    const pairs = values.flatMap((_, i) =>
      i % 2 === 0 ? [[values[i], values[i + 1]] as [string, string]] : [],
    )
    const cnames = pairs.filter(([name]) => name.includes('._domainkey.'))
    expect(cnames).toHaveLength(3)
    expect(pairs.map(([name]) => name)).toEqual(
      expect.arrayContaining([`bounce.${domain}`, `_dmarc.${domain}`]),
    )

    const copy = section.getByRole('button', { name: 'Copy DKIM name' }).first()
    await copy.click()
    await section
      .getByRole('button', { name: 'Copy DKIM name' })
      .first()
      .filter({ hasText: 'Copied' })
      .waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cnames[0]?.[0])

    // Published at the founder's DNS host (here, the stack's loopback DNS), then checked.
    for (const [name, target] of cnames)
      serveRecords(inject('dnsZoneDir'), name, [{ type: 'CNAME', domain: target }])
    const mailFrom: ZoneRecord[] = [
      { type: 'MX', exchange: 'feedback-smtp.us-east-1.amazonses.com', priority: 10 },
      { type: 'TXT', data: 'v=spf1 include:amazonses.com ~all' },
    ]
    serveRecords(inject('dnsZoneDir'), `bounce.${domain}`, mailFrom)
    await section.getByRole('button', { name: 'Check now' }).click()
    await section.getByRole('status').getByText(`${domain} is verified.`).waitFor()
    expect(await section.locator('.domain-record .record-state').allTextContents()).toEqual([
      'Found',
      'Found',
      'Found',
      'Found',
      'Found',
    ])

    await section.getByLabel('From address').fill('maya')
    await section.getByRole('button', { name: 'Save address' }).click()
    await section.getByText(`Pitches, follow-ups and answers go from maya@${domain}`).waitFor()
    // On a phone the long DKIM names wrap inside the card; the page itself does not widen.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 720 })

    const pitch = founder.pitches[0]!
    expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)
    await page.goto(`${stackUrl}/dev/mailbox`)
    const message = page.getByRole('article').filter({ hasText: `reader@${newsDomain}` })
    await message.getByText('Headers').click()
    const from = message.locator('.h').filter({ hasText: /^From:/ })
    expect(await from.textContent()).toBe(`From: Ada Founder <maya@${domain}>`)

    // Told once: back on /profile, the banner is gone and the address stays.
    await page.goto(`${stackUrl}/profile`)
    await section.getByText('Verified', { exact: true }).waitFor()
    expect(await section.getByRole('status').count()).toBe(0)
    expect(await section.getByLabel('From address').inputValue()).toBe('maya')
  })
})
