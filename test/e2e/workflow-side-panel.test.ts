import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

const panel = (page: Page) => page.locator('#workflow-side-panel')
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName)

describe('Workflow side panel', () => {
  it('closes on Escape, from inside it or on its toggle, and focus goes back to the toggle', async () => {
    const { ids } = await arrangeJournalists(storeOf(inject('stackDataDir')), ['p1'])
    const founder = await founderWithPitches(api, storeOf(inject('stackDataDir')), ids)
    const page = await browser.openAs(founder, '/workflow')
    await page.getByText('1 total pitches', { exact: true }).waitFor()

    // Settings: Escape on a button inside the panel closes it; focus is back on Settings.
    const settings = page.getByRole('button', { name: 'Settings', exact: true })
    await settings.click()
    await panel(page).getByRole('heading', { name: 'Workflow Settings' }).waitFor()
    await panel(page).getByRole('button', { name: 'Export Workflow Data' }).focus()
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'detached' })
    expect(await focusedName(page)).toBe('Settings')
    expect(await settings.getAttribute('aria-pressed')).toBe('false')

    // Insights: Escape on the pressed toggle itself closes it too.
    const insights = page.getByRole('button', { name: 'Insights', exact: true })
    await insights.click()
    await panel(page).getByRole('heading', { name: 'Pipeline Health', level: 2 }).waitFor()
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'detached' })
    expect(await focusedName(page)).toBe('Insights')

    // Its × closes it as before, and focus no longer falls to the page.
    await insights.click()
    await panel(page).getByRole('button', { name: 'Close insights panel' }).click()
    await panel(page).waitFor({ state: 'detached' })
    expect(await focusedName(page)).toBe('Insights')
  })
})
