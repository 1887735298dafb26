import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { type ExpectedFailure, setUpChromium } from './browser'
import type { Founder } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)

const browser = setUpChromium()

/** A founder signed in as the app would leave them after sign-up, on /company. */
function openCompanyPage(founder: Founder, expected: ExpectedFailure[] = []) {
  return browser.openAs(founder, '/company', expected)
}

const completeness = (page: Page) => page.getByRole('button', { name: /% complete/ })

async function expectCompleteness(page: Page, percent: number) {
  await page
    .getByRole('button', { name: `Company information ${percent}% complete. Show as a ring` })
    .waitFor()
  expect(await completeness(page).textContent()).toContain(`${percent}%`)
}

const fieldRow = (page: Page, field: string) => page.locator(`[data-field="${field}"]`)

async function createCompany(page: Page, name: string) {
  await page.getByLabel('Company Name').fill(name)
  await page.getByRole('button', { name: 'Create Company' }).click()
  await page.getByRole('heading', { name, level: 2 }).waitFor()
}

describe('My Company', () => {
  it('creates a first company, edits fields inline with a rising completeness, and switches between two companies', async () => {
    const page = await openCompanyPage(await signUp(api))

    await page.getByRole('heading', { name: 'My Company', level: 1 }).waitFor()
    await page.getByText("You haven't created any companies yet").waitFor()
    await page.getByRole('button', { name: 'Create Your First Company' }).click()

    const createButton = page.getByRole('button', { name: 'Create Company' })
    expect(await page.getByLabel('Company Name').getAttribute('placeholder')).toBe('Enter company name')
    expect(await createButton.isDisabled()).toBe(true)
    await page.getByLabel('Company Name').fill('   ')
    expect(await createButton.isDisabled()).toBe(true)
    await createCompany(page, 'Acme Robotics')

    for (const title of ['Basic Information', 'Recent Progress', 'Business Metrics', 'Founder Information']) {
      await page.getByRole('heading', { name: title }).waitFor()
    }
    expect(await page.getByText('Not set', { exact: true }).count()).toBe(22)
    await expectCompleteness(page, 0)
    expect(await page.getByRole('combobox', { name: 'Company' }).count()).toBe(0)

    // A single-line field saves on Enter and glows for a moment.
    await page.getByRole('button', { name: 'Edit Short Description' }).click()
    const shortDescription = page.getByRole('textbox', { name: 'Short Description' })
    await shortDescription.fill('Warehouse robots that unload trucks in minutes.')
    await shortDescription.press('Enter')
    await fieldRow(page, 'short_description').getByText('Warehouse robots that unload trucks').waitFor()
    await page.locator('[data-field="short_description"].company-field-saved').waitFor()
    await expectCompleteness(page, 5)
    await page.locator('.company-field-saved').waitFor({ state: 'detached', timeout: 4000 })

    // A multi-line field saves with the Save button; Escape on another field throws the draft away.
    await page.getByRole('button', { name: 'Edit Earned Secret' }).click()
    await page
      .getByRole('textbox', { name: 'Earned Secret' })
      .fill('Ten years running a loading dock taught us where the minutes go.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await fieldRow(page, 'earned_secret').getByText('Ten years running a loading dock').waitFor()
    await expectCompleteness(page, 9)

    await page.getByRole('button', { name: 'Edit Location' }).click()
    await page.getByRole('textbox', { name: 'Location' }).fill('Never saved')
    // Leaving the page with the edit unsaved asks first; staying keeps the editor and what was typed.
    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pitchlist' }).click()
    await expect.poll(() => questions).toEqual(['You have unsaved changes. Are you sure you want to leave?'])
    expect(new URL(page.url()).pathname).toBe('/company')
    expect(await page.getByRole('textbox', { name: 'Location' }).inputValue()).toBe('Never saved')
    await page.getByRole('textbox', { name: 'Location' }).press('Escape')
    expect(await fieldRow(page, 'location').textContent()).toContain('Not set')
    expect(await page.getByText('Not set', { exact: true }).count()).toBe(20)

    // The indicator switches between a vertical bar and a 48 px ring.
    await completeness(page).click()
    const ring = page.locator('.completeness-ring svg')
    await ring.waitFor()
    expect(await ring.getAttribute('width')).toBe('48')
    expect(await completeness(page).evaluate((button) => getComputedStyle(button).position)).toBe('fixed')
    expect(await page.locator('.completeness-ring-fill').getAttribute('stroke-width')).toBe('4')
    expect(await completeness(page).getAttribute('aria-label')).toBe(
      'Company information 9% complete. Show as a bar',
    )
    await completeness(page).press('Enter')
    await page.locator('.completeness-track').waitFor()
    expect(await ring.count()).toBe(0)
    expect(await completeness(page).evaluate((button) => getComputedStyle(button).position)).toBe('fixed')

    await page.reload()
    await page.getByRole('heading', { name: 'Acme Robotics' }).waitFor()
    await fieldRow(page, 'short_description').getByText('Warehouse robots that unload trucks').waitFor()
    await fieldRow(page, 'earned_secret').getByText('Ten years running a loading dock').waitFor()
    await expectCompleteness(page, 9)

    await page.getByRole('button', { name: 'Add Company' }).click()
    await createCompany(page, 'Beacon Labs')
    expect(await page.getByText('Not set', { exact: true }).count()).toBe(22)
    await expectCompleteness(page, 0)

    const switcher = page.getByRole('combobox', { name: 'Company' })
    await switcher.selectOption({ label: 'Acme Robotics' })
    await page.getByRole('heading', { name: 'Acme Robotics' }).waitFor()
    await fieldRow(page, 'earned_secret').getByText('Ten years running a loading dock').waitFor()
    await expectCompleteness(page, 9)

    await switcher.selectOption({ label: 'Beacon Labs' })
    await page.getByRole('heading', { name: 'Beacon Labs' }).waitFor()
    expect(await fieldRow(page, 'earned_secret').textContent()).toContain('Not set')

    // The switch is the active company on the server too: a reload shows the same one.
    await page.reload()
    await page.getByRole('heading', { name: 'Beacon Labs' }).waitFor()
  })

  it('keeps the edit open with what was typed and shows the server message when a save fails', async () => {
    const founder = await signUp(api)
    const created = await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)
    expect(created.status).toBe(201)
    const companyPath = `/api/companies/${created.body.company.id}`
    const page = await openCompanyPage(founder, [{ path: companyPath, status: 503 }])
    await page.getByRole('heading', { name: 'Acme Robotics' }).waitFor()

    await page.route(`**${companyPath}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Service temporarily unavailable' }),
          })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Edit Revenue' }).click()
    await page.getByRole('textbox', { name: 'Revenue' }).fill('$40k MRR')
    await page.getByRole('button', { name: 'Save', exact: true }).click()

    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Service temporarily unavailable')
    expect(await page.getByRole('textbox', { name: 'Revenue' }).inputValue()).toBe('$40k MRR')
    await expectCompleteness(page, 0)
  })
})
