import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { Pitch } from '../../shared/contracts/pitches'
import { apiAt, signUp } from '../support/api'
import { storeOf } from '../support/store'
import { type ExpectedFailure, setUpChromium } from './browser'
import { type Founder, signInAs } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)

const browser = setUpChromium()

/** A founder with a company and a draft pitch to each of two demo journalists. */
async function founderWithTwoPitches() {
  const founder = await signUp(api)
  // A free plan writes one pitch a month; a bought pack covers the second.
  await storeOf(inject('stackDataDir'))
    .profiles.patch({ user_id: founder.id })
    .set({ pitches_purchased: 10 })
    .go()
  const company = await api.post(
    '/api/companies',
    {
      name: 'Acme Robotics',
      short_description: 'Warehouse robots that unload trucks in minutes.',
      recent_funding: '$4M seed led by Example Ventures',
    },
    founder.token,
  )
  expect(company.status).toBe(201)
  const pitches: Pitch[] = []
  for (const journalistId of ['demo-000001', 'demo-000002']) {
    const generated = await api.post(
      '/api/pitches/generate',
      { companyId: company.body.company.id, journalistId },
      founder.token,
    )
    expect(generated.status, JSON.stringify(generated.body)).toBe(201)
    pitches.push(generated.body.pitch)
  }
  return { founder, pitches: pitches as [Pitch, Pitch] }
}

/** A founder signed in as the app would leave them after sign-up, on /pitches. */
async function openBoard(founder: Founder, expected: ExpectedFailure[] = []) {
  const { page, context } = await browser.open(expected)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrl })
  await signInAs(page, founder)
  await page.goto(`${stackUrl}/pitches`)
  await page.getByRole('heading', { name: 'Pitch Pipeline', level: 1 }).waitFor()
  return page
}

const column = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true })
const cardOf = (scope: Page | Locator, pitch: Pitch) =>
  scope.getByRole('button', { name: `${pitch.journalist.full_name}, ${pitch.journalist.publication}:` })
const countOf = async (page: Page, label: string) =>
  (await column(page, label).locator('.pitch-column-count').textContent())?.replace(/\D/g, '')
const statusSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/status'),
  )

/** Presses a card, moves the pointer to the middle of a column in small steps, and lets go. */
async function dragWithMouse(page: Page, card: Locator, target: Locator) {
  const from = await card.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('card or column is not on screen')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 })
  await page.mouse.up()
}

describe('Pitch Pipeline', () => {
  it('moves cards between columns by mouse and keyboard, and edits, copies and regenerates a pitch in its dialog', async () => {
    const { founder, pitches } = await founderWithTwoPitches()
    const [first, second] = pitches
    const page = await openBoard(founder)

    for (const label of ['Draft', 'Reviewed', 'Pitched', 'Picked Up', 'Archive']) {
      await column(page, label).waitFor()
    }
    await cardOf(column(page, 'Draft'), first).waitFor()
    await cardOf(column(page, 'Draft'), second).waitFor()
    expect(await countOf(page, 'Draft')).toBe('2')
    expect(await countOf(page, 'Reviewed')).toBe('0')

    // The mouse: the move shows at once and is saved.
    const savedByMouse = statusSaved(page)
    await dragWithMouse(page, cardOf(page, first), column(page, 'Reviewed'))
    await cardOf(column(page, 'Reviewed'), first).waitFor()
    expect((await savedByMouse).status()).toBe(200)
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.reload()
    await cardOf(column(page, 'Reviewed'), first).waitFor()
    expect(await countOf(page, 'Draft')).toBe('1')
    expect(await countOf(page, 'Reviewed')).toBe('1')

    // The keyboard: Space lifts, the right arrow moves one column, Space drops.
    const savedByKeyboard = statusSaved(page)
    const secondCard = cardOf(page, second)
    await secondCard.focus()
    await secondCard.press('Space')
    await page.locator(`[data-pitch-card="${second.id}"][aria-pressed="true"]`).waitFor()
    // dnd-kit starts listening for the arrows in a timer after the lift; a timer set now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await page.keyboard.press('ArrowRight')
    const liveRegion = page.locator('[id^="DndLiveRegion"]')
    await liveRegion.getByText(`Pitch to ${second.journalist.full_name} is over Reviewed.`).waitFor()
    await page.keyboard.press('Space')
    await cardOf(column(page, 'Reviewed'), second).waitFor()
    expect((await savedByKeyboard).status()).toBe(200)
    expect(await countOf(page, 'Reviewed')).toBe('2')
    expect(await liveRegion.textContent()).toContain(
      `Pitch to ${second.journalist.full_name} was dropped in Reviewed.`,
    )
    // Focus stays on the moved card, so a keyboard user can carry on from there.
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-pitch-card') === id,
      second.id,
    )

    // Enter opens the dialog; it shows who the pitch is for, its status and the words.
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: second.journalist.full_name })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    await dialog.getByText(second.journalist.publication, { exact: true }).waitFor()
    expect(await dialog.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('reviewed')
    await dialog.getByText(second.subject, { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-pitch-card') === id,
      second.id,
    )

    // A click opens the other card: edit its subject.
    await cardOf(page, first).click()
    const firstDialog = page.getByRole('dialog', { name: first.journalist.full_name })
    await firstDialog.waitFor()
    if (first.journalist.email) {
      const email = firstDialog.getByRole('link', { name: first.journalist.email })
      expect(await email.getAttribute('href')).toMatch(new RegExp(`^mailto:${first.journalist.email}\\?`))
    } else {
      await firstDialog.getByText('No email available').waitFor()
    }
    await firstDialog.getByRole('button', { name: 'Edit', exact: true }).click()
    const subject = firstDialog.getByRole('textbox', { name: 'Subject' })
    await subject.fill('   ')
    await firstDialog.getByRole('button', { name: 'Save', exact: true }).click()
    await firstDialog.getByText('Subject is required').waitFor()
    await subject.fill('Acme Robotics raises $4M to unload trucks in minutes')
    await firstDialog.getByRole('button', { name: 'Save', exact: true }).click()
    await firstDialog
      .getByText('Acme Robotics raises $4M to unload trucks in minutes', { exact: true })
      .waitFor()
    await cardOf(column(page, 'Reviewed'), first)
      .getByText('Acme Robotics raises $4M to unload trucks in minutes')
      .waitFor()

    // Copy puts the subject and the body on the clipboard.
    await firstDialog.getByRole('button', { name: 'Copy', exact: true }).click()
    await page.getByText('Pitch copied to clipboard').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Acme Robotics raises $4M to unload trucks in minutes')
    expect(copied).toContain(first.content.split('\n')[0])

    // Regenerate writes new words and uses one of the five regenerations.
    await firstDialog.getByText('5 of 5 regenerations left').waitFor()
    await firstDialog.getByRole('button', { name: 'Regenerate', exact: true }).click()
    await page.getByText('Pitch regenerated!').waitFor()
    await firstDialog.getByText('4 of 5 regenerations left').waitFor()
    expect(
      await firstDialog
        .getByText('Acme Robotics raises $4M to unload trucks in minutes', { exact: true })
        .count(),
    ).toBe(0)

    // The founder's edited words come back with one press; the regeneration stays counted.
    await firstDialog.getByRole('button', { name: 'Undo regeneration' }).click()
    await page.getByText('Earlier version restored').waitFor()
    await firstDialog
      .getByText('Acme Robotics raises $4M to unload trucks in minutes', { exact: true })
      .waitFor()
    await firstDialog.getByRole('button', { name: 'Undo regeneration' }).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Regenerate')
    await firstDialog.getByText('4 of 5 regenerations left').waitFor()

    // The status dropdown moves the card too.
    await firstDialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Picked Up' })
    await cardOf(column(page, 'Picked Up'), first).waitFor()
    await firstDialog.getByRole('button', { name: 'Close' }).click()
    await firstDialog.waitFor({ state: 'detached' })

    await page.reload()
    await cardOf(column(page, 'Picked Up'), first).waitFor()
    await cardOf(column(page, 'Reviewed'), second).waitFor()
  })

  it('puts a card back and says so when its move cannot be saved, and deletes a pitch after asking', async () => {
    const { founder, pitches } = await founderWithTwoPitches()
    const [first, second] = pitches
    const statusPath = `/api/pitches/${first.id}/status`
    const page = await openBoard(founder, [{ path: statusPath, status: 503 }])
    await page.route(`**${statusPath}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service temporarily unavailable' }),
      }),
    )

    await dragWithMouse(page, cardOf(page, first), column(page, 'Pitched'))
    await page.getByText('Service temporarily unavailable').waitFor()
    await cardOf(column(page, 'Draft'), first).waitFor()
    expect(await countOf(page, 'Pitched')).toBe('0')

    await cardOf(page, second).click()
    const dialog = page.getByRole('dialog', { name: second.journalist.full_name })
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.getByText(`Delete this pitch to ${second.journalist.full_name}?`).waitFor()
    await dialog.getByRole('button', { name: 'Keep pitch' }).click()
    // Escape takes the question back too, and the dialog stays open.
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.getByRole('button', { name: 'Keep pitch' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.getByRole('button', { name: 'Delete', exact: true }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete')
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.getByRole('button', { name: 'Delete pitch' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Pitch deleted').waitFor()
    expect(await cardOf(page, second).count()).toBe(0)

    const listed = await api.get('/api/pitches', founder.token)
    expect(listed.body.pitches.map((pitch: Pitch) => pitch.id)).toEqual([first.id])
  })
})
