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

  it('keeps the keyboard in the panel after Export and after Resume now, so Escape still closes it', async () => {
    const { ids } = await arrangeJournalists(storeOf(inject('stackDataDir')), ['p2'])
    const founder = await founderWithPitches(api, storeOf(inject('stackDataDir')), ids)
    const page = await browser.openAs(founder, '/workflow')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByText('1 total pitches', { exact: true }).waitFor()

    // Settings: the export downloads a file; focus stays where it was, and Escape closes the panel.
    const settings = page.getByRole('button', { name: 'Settings', exact: true })
    await settings.click()
    const exported = page.waitForEvent('download')
    await panel(page).getByRole('button', { name: 'Export Workflow Data' }).click()
    await exported
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Export Workflow Data')
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'detached' })
    expect(await focusedName(page)).toBe('Settings')

    // Automation: pause for a day, then Resume now; the banner goes with its button, the switch has
    // the focus, and Escape closes the panel.
    const automation = page.getByRole('button', { name: 'Automation', exact: true })
    await automation.click()
    const toggle = panel(page).getByRole('switch', { name: 'Pause all automations' })
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Pause Automations' })
    await dialog.getByRole('radio', { name: '1 day' }).check()
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await panel(page).getByRole('button', { name: 'Resume now' }).click()
    await panel(page).getByRole('button', { name: 'Resume now' }).waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'switch')
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'detached' })
    expect(await focusedName(page)).toBe('Automation')

    // Should the focus fall to the page all the same, Escape closes the docked panel.
    await page.getByRole('button', { name: 'Insights', exact: true }).click()
    await panel(page).getByRole('heading', { name: 'Pipeline Health', level: 2 }).waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'detached' })
  })
})
