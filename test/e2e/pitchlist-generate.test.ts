import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { PitchlistEntry } from '../../shared/contracts/discovery'
import type { Pitch } from '../../shared/contracts/pitches'
import { apiAt, signUp } from '../support/api'
import { storeOf } from '../support/store'
import { type ExpectedFailure, setUpChromium } from './browser'
import type { Founder } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)

const browser = setUpChromium()

const COMPANY = {
  name: 'Acme Robotics',
  short_description: 'Warehouse robots that unload trucks in minutes.',
  recent_funding: '$4M seed led by Example Ventures',
}

/** A founder with three demo journalists on the pitchlist and, unless told otherwise, a company. */
async function founderWithPitchlist({ company = true } = {}) {
  const founder = await signUp(api)
  if (company) expect((await api.post('/api/companies', COMPANY, founder.token)).status).toBe(201)
  for (const journalistId of ['demo-000001', 'demo-000002', 'demo-000003']) {
    expect((await api.post('/api/pitchlist', { journalistId }, founder.token)).status).toBe(201)
  }
  const { body } = await api.get<{ entries: PitchlistEntry[] }>('/api/pitchlist', founder.token)
  const names = body.entries.map((entry) => entry.journalist.full_name)
  expect(names).toHaveLength(3)
  return { founder, names: names as [string, string, string] }
}

/** A founder signed in as the app would leave them after sign-up, on /pitchlist. */
async function openPitchlist(founder: Founder, expected: ExpectedFailure[] = []) {
  const page = await browser.openAs(founder, '/pitchlist', expected)
  await page.getByText('3 journalists saved').waitFor()
  return page
}

async function pitchesOf(founder: Founder) {
  const { body } = await api.get<{ pitches: Pitch[] }>('/api/pitches', founder.token)
  return body.pitches
}

const toast = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true })
const outOfPitches = (page: Page) => page.getByRole('dialog', { name: 'Out of Pitches' })
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())

describe('Generating pitches from My Pitchlist', () => {
  it('writes one pitch from a row, then opens Out of Pitches when the free month is used up', async () => {
    const { founder, names } = await founderWithPitchlist()
    const [first, second, third] = names
    const page = await openPitchlist(founder, [{ path: '/api/pitches/generate', status: 402 }])
    await page.getByText('Pitching for Acme Robotics · 1 pitch left').waitFor()

    // The keyboard's first stop goes past the navigation to the screen.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Tab')
    expect(await focusedText(page)).toBe('Skip to content')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')

    await page.getByRole('button', { name: 'Pitch Selected (0)' }).click()
    await toast(page, 'Please select at least one journalist').waitFor()

    await page.getByRole('button', { name: `Generate Pitch for ${first}` }).click()
    await toast(page, 'Generating pitch...').waitFor()
    await page.waitForURL(`${stackUrl}/pitches`)
    await toast(page, 'Pitch generated successfully!').waitFor()
    // The button that took the founder here is gone: focus starts at the new screen, not the document.
    await page.waitForFunction(() => document.activeElement?.id === 'main')
    // The outcome takes the progress toast's place rather than standing beside it.
    expect(await toast(page, 'Generating pitch...').count()).toBe(0)
    const [pitch] = await pitchesOf(founder)
    expect(pitch?.journalist.full_name).toBe(first)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pitchlist' }).click()
    await page.getByText('Pitching for Acme Robotics · 0 pitches left').waitFor()
    // The journalist pitched is marked, and a second pitch for them says it is another.
    await page.getByRole('button', { name: `Generate another pitch for ${first}` }).waitFor()
    await page.getByRole('article', { name: first }).getByRole('link', { name: 'Pitch written' }).waitFor()
    expect(await page.getByRole('link', { name: 'Pitch written' }).count()).toBe(1)
    await page.getByRole('checkbox', { name: `Select ${second}` }).check()
    await page.getByRole('checkbox', { name: `Select ${third}` }).check()
    const pitchSelected = page.getByRole('button', { name: 'Pitch Selected (2)' })
    await pitchSelected.click()

    // The modal takes focus, keeps the page behind out of reach, and gives it back when closed.
    await outOfPitches(page).waitFor()
    await outOfPitches(page).getByText("You've used all of this month's pitches", { exact: false }).waitFor()
    await toast(page, 'Generating 2 pitches...').waitFor({ state: 'detached' }) // the modal says it
    expect(await focusedText(page)).toBe('Maybe Later')
    await page.keyboard.press('Escape')
    await outOfPitches(page).waitFor({ state: 'detached' })
    await expect.poll(() => focusedText(page)).toBe('Pitch Selected (2)')

    await pitchSelected.click()
    await outOfPitches(page).getByRole('button', { name: 'Maybe Later' }).click()
    await outOfPitches(page).waitFor({ state: 'detached' })
    expect(await pitchSelected.isEnabled()).toBe(true)

    await pitchSelected.click()
    await outOfPitches(page).getByRole('button', { name: 'Yes, Get More Pitches' }).click()
    await page.waitForURL(`${stackUrl}/pricing`)
    expect(await pitchesOf(founder)).toHaveLength(1)
  })

  it('writes a pitch for each selected journalist with bought pitches and opens the board', async () => {
    const { founder, names } = await founderWithPitchlist()
    await storeOf(inject('stackDataDir'))
      .profiles.patch({ user_id: founder.id })
      .set({ pitches_purchased: 5 })
      .go()
    const page = await openPitchlist(founder)
    await page.getByText('Pitching for Acme Robotics · 6 pitches left').waitFor()

    const [first, , third] = names
    await page.getByRole('checkbox', { name: `Select ${first}` }).check()
    await page.getByRole('checkbox', { name: `Select ${third}` }).check()
    await page.getByRole('button', { name: 'Pitch Selected (2)' }).click()
    await toast(page, 'Generating 2 pitches...').waitFor()
    await page.waitForURL(`${stackUrl}/pitches`)
    await toast(page, 'Generated 2 pitches!').waitFor()

    const pitched = (await pitchesOf(founder)).map((pitch) => pitch.journalist.full_name)
    expect(pitched.sort()).toEqual([first, third].sort())
  })

  it('asks for a company first, and says so when the writer fails', async () => {
    const { founder, names } = await founderWithPitchlist({ company: false })
    const page = await openPitchlist(founder, [{ path: '/api/pitches/generate', status: 502 }])
    await page.getByText('Pitches are written for your active company', { exact: false }).waitFor()
    await page.getByRole('link', { name: 'Set up your company' }).waitFor()

    await page.getByRole('button', { name: `Generate Pitch for ${names[0]}` }).click()
    await toast(page, 'Please select a company first').waitFor()
    expect(await pitchesOf(founder)).toHaveLength(0)

    expect((await api.post('/api/companies', COMPANY, founder.token)).status).toBe(201)
    await page.route('**/api/pitches/generate', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Failed to generate pitch' }),
      }),
    )
    await page.getByRole('button', { name: `Generate Pitch for ${names[1]}` }).click()
    await toast(page, 'Failed to generate pitch').waitFor()
    await page.getByText('Pitching for Acme Robotics · 1 pitch left').waitFor()
    expect(page.url()).toBe(`${stackUrl}/pitchlist`)
  })

  it('writes three pitches with three different subjects from the pitchlist, from the brief given', async () => {
    const { founder } = await founderWithPitchlist()
    await storeOf(inject('stackDataDir'))
      .profiles.patch({ user_id: founder.id })
      .set({ pitches_purchased: 5 })
      .go()
    const page = await openPitchlist(founder)
    await page.getByText('Pitching for Acme Robotics · 6 pitches left').waitFor()

    await page.getByText('Pitch brief', { exact: false }).click()
    const ask = page.getByRole('textbox', { name: 'The ask' })
    await ask.fill('Could I show you the robots unloading a truck next week?')
    await page.getByText('(1 of 3 given)').waitFor()
    await page.getByRole('checkbox', { name: 'Select all' }).check()
    await page.getByRole('button', { name: 'Pitch Selected (3)' }).click()
    await page.waitForURL(`${stackUrl}/pitches`)
    await toast(page, 'Generated 3 pitches!').waitFor()

    const subjects = page.locator('.pitch-card-subject')
    await expect.poll(() => subjects.count()).toBe(3)
    const seen = (await subjects.allTextContents()).map((subject) => subject.trim())
    expect(new Set(seen).size).toBe(3)
    const pitches = await pitchesOf(founder)
    expect(pitches.map((pitch) => pitch.subject).sort()).toEqual([...seen].sort())
    for (const pitch of pitches) {
      expect(pitch.content).toContain('Could I show you the robots unloading a truck next week?')
    }
  })

  it('says what a thin profile lacks, and spends no pitch on it', async () => {
    const founder = await signUp(api)
    expect((await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)).status).toBe(201)
    expect((await api.post('/api/pitchlist', { journalistId: 'demo-000001' }, founder.token)).status).toBe(
      201,
    )
    const { body } = await api.get<{ entries: PitchlistEntry[] }>('/api/pitchlist', founder.token)
    const name = body.entries[0]?.journalist.full_name
    const page = await browser.openAs(founder, '/pitchlist')
    const message =
      'Your company profile is too thin for a pitch: add Short Description (what the company does and for whom) first.'
    await page.getByRole('status').getByText(message).waitFor()
    await page.getByRole('link', { name: 'Complete your company profile' }).waitFor()

    await page.getByRole('button', { name: `Generate Pitch for ${name}` }).click()
    await toast(page, message).waitFor()
    await page.getByText('Pitching for Acme Robotics · 1 pitch left').waitFor()
    expect(await pitchesOf(founder)).toHaveLength(0)
    expect(page.url()).toBe(`${stackUrl}/pitchlist`)
  })
})
