import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { Pitch } from '../../shared/contracts/pitches'
import { apiAt, signUp } from '../support/api'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

/** A founder with a company and one draft pitch (the free plan's one a month). */
async function founderWithAPitch() {
  const founder = await signUp(api)
  const company = await api.post(
    '/api/companies',
    { name: 'Acme Robotics', short_description: 'Robots that sort parcels for small warehouses.' },
    founder.token,
  )
  expect(company.status).toBe(201)
  const generated = await api.post(
    '/api/pitches/generate',
    { companyId: company.body.company.id, journalistId: 'demo-000003' },
    founder.token,
  )
  expect(generated.status, JSON.stringify(generated.body)).toBe(201)
  return { founder, pitch: generated.body.pitch as Pitch }
}

const column = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true })
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })

describe('Server state shared between screens', () => {
  it("shows a pitch's new status after leaving /pitches and coming back, without a reload or a second read", async () => {
    const { founder, pitch } = await founderWithAPitch()
    const page = await browser.openAs(founder, '/pitches')
    await page.getByRole('heading', { name: 'Pitch Pipeline', level: 1 }).waitFor()
    const card = column(page, 'Draft').getByRole('button', { name: `${pitch.journalist.full_name},` })
    await card.waitFor()

    // Moved by keyboard: Space lifts, the right arrow goes one column on, Space drops.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/status'),
    )
    await card.focus()
    await card.press('Space')
    await page.locator(`[data-pitch-card="${pitch.id}"][aria-pressed="true"]`).waitFor()
    // dnd-kit starts listening for the arrows in a timer after the lift; a timer set now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await page.keyboard.press('ArrowRight')
    await page
      .locator('[id^="DndLiveRegion"]')
      .getByText(`Pitch to ${pitch.journalist.full_name} is over Reviewed.`)
      .waitFor()
    await page.keyboard.press('Space')
    expect((await saved).status()).toBe(200)
    await column(page, 'Reviewed')
      .getByRole('button', { name: `${pitch.journalist.full_name},` })
      .waitFor()

    // From here on: every read of the pitches, and a mark that a full page load would wipe out.
    const reads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/pitches')
        reads.push(request.url())
    })
    await page.evaluate(() => {
      ;(window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true
    })

    await navLink(page, 'Pitchlist').click()
    await page.getByRole('heading', { name: 'My Pitchlist', level: 1 }).waitFor()
    await navLink(page, 'Pitches').click()
    await page.getByRole('heading', { name: 'Pitch Pipeline', level: 1 }).waitFor()
    await column(page, 'Reviewed')
      .getByRole('button', { name: `${pitch.journalist.full_name},` })
      .waitFor()
    expect(await column(page, 'Draft').getByRole('button').count()).toBe(0)

    expect(
      await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true)
    expect(reads, 'GET /api/pitches while the list is fresh').toEqual([])
    // The server has the move too.
    const listed = await api.get('/api/pitches', founder.token)
    expect(listed.body.pitches.map((p: Pitch) => p.status)).toEqual(['reviewed'])
  })
})
