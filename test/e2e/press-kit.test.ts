import { createServer } from 'node:http'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { listenOnLoopback } from '../support/listen'
import { waitUntil } from '../support/sending'
import { setUpChromium } from './browser'
import { type Founder, signInAs } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

const FACTS = {
  short_description: 'Robots that pick orders in small warehouses.',
  location: 'Lisbon, Portugal',
  funding_amount: '$4M seed',
  founder_story: 'We ran a warehouse and hated the night shift.',
  cofounders: 'Ana Silva - CEO; Rui Costa - CTO',
}

/** A founder whose active company is Acme Robotics, with the facts a quick start reads. */
async function founderWithCompany() {
  const founder = await signUp(api)
  const created = await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)
  expect(created.status).toBe(201)
  const updated = await api.put(`/api/companies/${created.body.company.id}`, FACTS, founder.token)
  expect(updated.status, JSON.stringify(updated.body)).toBe(200)
  return founder
}

async function openAs(founder: Founder, path: string) {
  const { page, context } = await browser.open()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrl })
  await signInAs(page, founder)
  await page.goto(`${stackUrl}${path}`)
  return page
}

const kitOf = async (founder: Founder, id: string) =>
  (await api.get(`/api/press-kit/kits/${id}`, founder.token)).body.kit
const livePreview = (page: Page) => page.getByRole('article', { name: 'Live Preview' })
const previewOrder = (page: Page) =>
  livePreview(page)
    .locator('section[data-section-id]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section-id')))
const primaryInPreview = (page: Page) =>
  livePreview(page)
    .locator('.kit-preview-title')
    .first()
    .evaluate((title) => getComputedStyle(title).color)
const sectionRow = (page: Page, id: string) =>
  page.getByRole('list', { name: 'Sections' }).locator(`[data-section-id="${id}"]`)

/** A PUT of the kit whose body satisfies `check`: the save of a given change, not an earlier one. */
function kitSaved(page: Page, kitId: string, check: (body: any) => boolean) {
  return page.waitForResponse((response) => {
    const request = response.request()
    if (request.method() !== 'PUT' || !response.url().endsWith(`/api/press-kit/kits/${kitId}`)) return false
    try {
      return check(JSON.parse(request.postData() ?? '{}'))
    } catch {
      return false
    }
  })
}

const FINAL_ORDER = ['facts', 'overview', 'team', 'story']

describe('Press kit builder', () => {
  it('builds a kit through quick start, follows the branding in the preview, keeps a reordered kit across a reload, makes its PDF and lists it', async () => {
    const founder = await founderWithCompany()
    const page = await openAs(founder, '/press-kit')

    // An empty list leads to the create flow, which starts at Quick Start.
    await page.getByRole('heading', { name: 'Press Kits', level: 1 }).waitFor()
    await page.getByText('No press kits yet', { exact: true }).waitFor()
    await page.getByRole('main').getByRole('link', { name: 'Create Press Kit' }).last().click()
    await page.waitForURL(`${stackUrl}/press-kit/builder?quick=true`)
    await page.getByRole('heading', { name: 'Quick Start', level: 1 }).waitFor()
    for (const title of ['Company Overview', 'Key Facts', 'Our Story', 'Team', 'Press Contact']) {
      await page.getByRole('listitem').filter({ hasText: title }).waitFor()
    }
    await page.getByRole('button', { name: 'Use Quick Start' }).click()

    // Continue waits for a template.
    const next = page.getByRole('button', { name: 'Continue' })
    await page.getByRole('heading', { name: 'Choose a template' }).waitFor()
    expect(await next.isDisabled()).toBe(true)
    await page.getByRole('radio', { name: /Standard Kit/ }).check()
    expect(await next.isEnabled()).toBe(true)
    await next.click()
    await page.getByText('Press kit created successfully!').waitFor()
    await page.waitForURL(/\/press-kit\/builder\/[0-9a-f-]{36}$/)
    const kitId = new URL(page.url()).pathname.split('/').pop() as string

    // The profile's facts are in the kit, and in the preview.
    await livePreview(page).getByText(FACTS.short_description).waitFor()
    await livePreview(page).getByText('Lisbon, Portugal').waitFor()
    await page.getByRole('textbox', { name: 'Content' }).getByText(FACTS.short_description).waitFor()
    expect(await primaryInPreview(page)).toBe('rgb(59, 130, 246)')

    // The link button: an address typed without a scheme gets https://; a javascript: one is refused,
    // and the founder is told why.
    const content = page.getByRole('textbox', { name: 'Content' })
    await content.click()
    await page.keyboard.press('Control+A')
    page.once('dialog', (dialog) => void dialog.accept('acme.example/news'))
    await page.getByRole('button', { name: 'Link', exact: true }).click()
    await content.locator('a[href="https://acme.example/news"]').first().waitFor()
    page.once('dialog', (dialog) => void dialog.accept('javascript:alert(1)'))
    await page.getByRole('button', { name: 'Link', exact: true }).click()
    await page.getByText('javascript: links are not allowed', { exact: false }).waitFor()
    expect(await content.locator('a[href^="javascript"]').count()).toBe(0)

    const saved = kitSaved(
      page,
      kitId,
      (body) =>
        body.customizations.branding.colors.primary === '#e11d48' &&
        body.customizations.sections
          .slice(0, 4)
          .map((section: { id: string }) => section.id)
          .join() === FINAL_ORDER.join(),
    )

    // The primary colour: the preview follows at once.
    await page.getByRole('tab', { name: 'Branding' }).click()
    await page.getByLabel('Primary').fill('#e11d48')
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-testid="kit-preview"] .kit-preview-title') as Element)
          .color === 'rgb(225, 29, 72)',
    )

    // A Georgia heading: the preview draws it in Gelasio from the site's own font files, as the public
    // page and the PDF do, whatever fonts this machine has.
    const fontFiles: string[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.startsWith('/kit-fonts/') && response.ok()) fontFiles.push(path)
    })
    await page.getByLabel('Heading font').selectOption('Georgia')
    await page.waitForFunction(() =>
      getComputedStyle(document.querySelector('[data-testid="kit-preview"] .kit-preview-company') as Element)
        .fontFamily.replace(/"/g, '')
        .startsWith('Gelasio, serif'),
    )
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready
        return document.fonts.check('700 20px Gelasio')
      }),
    ).toBe(true)
    expect(fontFiles).toContain('/kit-fonts/gelasio-latin-700-normal.woff2')

    // Reorder: Our Story moved up by its button, Key Facts dragged above Company Overview by mouse, and
    // Team lifted and moved up one place by keyboard. (The button goes first: dnd-kit swallows a click
    // in the instant after a pointer drag ends.)
    await page.getByRole('tab', { name: 'Sections' }).click()
    // Every title reads whole in the narrow sidebar ("Company Overview", not "Company Ove...").
    await sectionRow(page, 'overview').waitFor()
    const cut = await page.$$eval('.kit-section-title', (titles) =>
      titles.filter((title) => title.scrollWidth > title.clientWidth).map((title) => title.textContent),
    )
    expect(cut).toEqual([])
    expect(await sectionRow(page, 'overview').locator('.kit-section-title').textContent()).toBe(
      'Company Overview',
    )
    const storyUp = page.getByRole('button', { name: 'Move Our Story up' })
    await storyUp.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[aria-label="Sections"] > li')[1]?.getAttribute('data-section-id') ===
        'story',
    )
    const handle = await page.getByRole('button', { name: 'Drag Key Facts' }).boundingBox()
    const target = await sectionRow(page, 'overview').boundingBox()
    if (!handle || !target) throw new Error('section rows are not on screen')
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
    await page.mouse.down()
    await page.mouse.move(handle.x + handle.width / 2, target.y + target.height / 2 - 4, { steps: 12 })
    await page.mouse.up()
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Sections"] > li')?.getAttribute('data-section-id') === 'facts',
    )
    const teamHandle = page.getByRole('button', { name: 'Drag Team' })
    await teamHandle.focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'Drag Team', pressed: true }).waitFor()
    // dnd-kit starts listening for the arrows in a timer after the lift; a timer set now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await page.keyboard.press('ArrowUp')
    await page.locator('[id^="DndLiveRegion"]').getByText('Team is over position 3.').waitFor()
    await page.keyboard.press('Space')
    await page.waitForFunction(
      (order) =>
        [...document.querySelectorAll('[data-testid="kit-preview"] section[data-section-id]')]
          .slice(0, 4)
          .map((section) => section.getAttribute('data-section-id'))
          .join() === order,
      FINAL_ORDER.join(),
    )

    // Auto-save, 3 s after the last change.
    expect((await saved).status()).toBe(200)
    const indicator = page.locator('.kit-save-indicator')
    await indicator.getByText('All changes saved').waitFor()
    await indicator.getByText('Saved a few seconds ago').waitFor()

    // A reload shows what was saved.
    await page.reload()
    await livePreview(page).getByText(FACTS.short_description).waitFor()
    expect((await previewOrder(page)).slice(0, 4)).toEqual(FINAL_ORDER)
    expect(await primaryInPreview(page)).toBe('rgb(225, 29, 72)')
    await page.getByRole('tab', { name: 'Branding' }).click()
    expect(await page.getByLabel('Primary').inputValue()).toBe('#e11d48')
    const stored = await kitOf(founder, kitId)
    expect(stored.branding.colors.primary).toBe('#e11d48')
    expect(stored.sections.slice(0, 4).map((section: { id: string }) => section.id)).toEqual(FINAL_ORDER)

    // Generate Kit renders the PDF; its link answers a PDF.
    await page.getByRole('button', { name: 'Generate Kit' }).click()
    await page.getByRole('button', { name: 'Generating...' }).waitFor()
    await page.getByText('Press kit regenerated!').waitFor({ timeout: 80_000 })
    await page.locator('.kit-builder-title .kit-status', { hasText: 'Completed' }).waitFor()
    const completed = await kitOf(founder, kitId)
    expect(completed.status).toBe('completed')
    const pdf = await fetch(completed.outputs.pdf.download_url)
    expect(pdf.status).toBe(200)
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // The list: the kit, its figures, and its actions. Generated but never published, its link would
    // answer nobody: it says so and offers Publish, not View or Copy link, until it is published.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Press Kit' }).click()
    await page.waitForURL(`${stackUrl}/press-kit`)
    const row = page.getByRole('row').filter({ hasText: 'Acme Robotics Press Kit' })
    await row.waitFor()
    await row.getByText('Not published', { exact: true }).waitFor()
    expect(await row.getByRole('link', { name: /^View / }).count()).toBe(0)
    expect(await row.getByRole('button', { name: /^Copy link/ }).count()).toBe(0)
    await row.getByRole('button', { name: 'Publish Acme Robotics Press Kit' }).click()
    await page.getByText('Press kit published').waitFor()
    await row.getByText('Completed', { exact: true }).waitFor()
    expect((await kitOf(founder, kitId)).published).toBe(true)
    await row.getByText('Standard Kit').waitFor()
    const totalKits = page.locator('.kit-summary-card').filter({ hasText: 'Total Kits' })
    expect(await totalKits.locator('.kit-summary-value').textContent()).toBe('1')
    const view = row.getByRole('link', { name: 'View Acme Robotics Press Kit (opens in a new tab)' })
    expect(await view.getAttribute('href')).toBe(`/kit/${completed.press_kit_web.slug}`)
    expect(await view.getAttribute('target')).toBe('_blank')
    expect(
      await row.getByRole('link', { name: 'Analytics of Acme Robotics Press Kit' }).getAttribute('href'),
    ).toBe(`/press-kit/analytics/${kitId}`)
    await row.getByRole('button', { name: 'Copy link to Acme Robotics Press Kit' }).click()
    await page.getByText('Link copied to clipboard').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${stackUrl}/kit/${completed.press_kit_web.slug}`,
    )

    // Delete asks first.
    await row.getByRole('button', { name: 'Delete Acme Robotics Press Kit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this press kit?' })
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByText('Press kit deleted').waitFor()
    await page.getByText('No press kits yet', { exact: true }).waitFor()
    expect((await api.get(`/api/press-kit/kits/${kitId}`, founder.token)).status).toBe(404)
  })

  it('uploads, captions and removes assets, takes branding from a website, asks before leaving unsaved, and publishes', async () => {
    const founder = await founderWithCompany()
    const created = await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)
    expect(created.status).toBe(201)
    const kitId = created.body.kit.id as string
    const page = await openAs(founder, `/press-kit/builder/${kitId}`)
    await livePreview(page).getByText(FACTS.short_description).waitFor()

    // Two images go up together; a caption and alt text are saved; one is removed.
    await page.getByRole('tab', { name: 'Assets' }).click()
    await page.getByText('0 of 20 files').waitFor()
    const png = (colour: string) =>
      sharp({ create: { width: 64, height: 32, channels: 3, background: colour } })
        .png()
        .toBuffer()
    await page.getByLabel('Upload files').setInputFiles([
      { name: 'team.png', mimeType: 'image/png', buffer: await png('#ff0000') },
      { name: 'office.png', mimeType: 'image/png', buffer: await png('#00ff00') },
    ])
    await page.getByText('2 asset(s) uploaded').waitFor()
    await page.getByText('2 of 20 files').waitFor()
    const captionSaved = kitSaved(page, kitId, (body) =>
      body.customizations.assets?.some(
        (asset: { caption: string; altText: string }) =>
          asset.caption === 'The founders in Lisbon' && asset.altText === 'Two founders at a desk',
      ),
    )
    await page.getByLabel('Caption of team.png').fill('The founders in Lisbon')
    await page.getByLabel('Alt text of team.png').fill('Two founders at a desk')
    expect((await captionSaved).status()).toBe(200)
    // The file store's short-lived links are drawn (the CSP allows them), with the alt text given.
    await page.waitForFunction(() => {
      const photo = document.querySelector<HTMLImageElement>(
        '[data-testid="kit-preview"] img[alt="Two founders at a desk"]',
      )
      return !!photo && photo.complete && photo.naturalWidth > 0
    })
    await page.getByLabel('Company logo is team.png').check()
    await page.waitForFunction(() => {
      const logo = document.querySelector<HTMLImageElement>(
        '[data-testid="kit-preview"] img[alt="Acme Robotics logo"]',
      )
      return !!logo && logo.complete && logo.naturalWidth > 0
    })
    await page.getByRole('button', { name: 'Remove office.png' }).click()
    await page.getByText('Asset removed', { exact: true }).waitFor()
    await page.getByText('1 of 20 files').waitFor()
    await livePreview(page).getByText('The founders in Lisbon').waitFor()
    const withAsset = await kitOf(founder, kitId)
    expect(withAsset.assets).toHaveLength(1)
    expect(withAsset.assets[0]).toMatchObject({
      originalName: 'team.png',
      caption: 'The founders in Lisbon',
      altText: 'Two founders at a desk',
    })

    // Branding from the company's website (a page on a loopback port the stack may read).
    const port = inject('sitePagesPort')
    const site = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end(
        '<html><head><meta name="theme-color" content="#0f766e"><style>body{font-family:Roboto,sans-serif}</style></head><body></body></html>',
      )
    })
    await listenOnLoopback(site, port)
    try {
      await page.getByRole('tab', { name: 'Branding' }).click()
      await page.getByLabel('Website').fill(`http://127.0.0.1:${port}/`)
      await page.getByRole('button', { name: 'Extract from website' }).click()
      await page.getByText('Branding extracted from website').waitFor()
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()))
    }
    expect(await page.getByLabel('Primary').inputValue()).toBe('#0f766e')
    expect(await page.getByLabel('Heading font').inputValue()).toBe('Roboto')
    expect(await primaryInPreview(page)).toBe('rgb(15, 118, 110)')

    // Leaving with unsaved changes asks first; staying keeps the builder and the change. The kit's saves
    // are held meanwhile, so the change is unsaved however slowly the steps run.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const kitUrl = `**/api/press-kit/kits/${kitId}`
    await page.route(kitUrl, async (route) => {
      if (route.request().method() === 'PUT') await held
      await route.continue()
    })
    await page.getByRole('tab', { name: 'Sections' }).click()
    await page.getByLabel('Section title').fill('About Acme')
    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pitches' }).click()
    await waitUntil(
      async () => questions.length,
      (count) => count > 0,
      10_000,
    )
    expect(questions).toEqual(['You have unsaved changes. Are you sure you want to leave?'])
    expect(new URL(page.url()).pathname).toBe(`/press-kit/builder/${kitId}`)
    await livePreview(page).getByRole('heading', { name: 'About Acme' }).waitFor()
    release()
    await page.unroute(kitUrl)

    // Preview, then Publish: the view page with the share link.
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    await page.getByRole('button', { name: 'Back to Editor' }).click()
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    await page
      .getByRole('article', { name: 'Kit preview' })
      .getByRole('heading', { name: 'About Acme' })
      .waitFor()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.waitForURL(`${stackUrl}/press-kit/view/${kitId}`)
    await page.getByText('Published', { exact: true }).waitFor()
    const published = await kitOf(founder, kitId)
    expect(published.published).toBe(true)
    expect(published.sections[0].title).toBe('About Acme')
    expect(published.branding.colors.primary).toBe('#0f766e')
    expect(published.company.logo).toBe(`asset:${published.assets[0].id}`)
    expect(await page.getByLabel('Public link').inputValue()).toBe(
      `${stackUrl}/kit/${published.press_kit_web.slug}`,
    )
    // It had no PDF yet: publishing generates it, so the published kit is completed (not a draft
    // beside 'Published'), with its PDF to download.
    await page.locator('.kit-view-header .kit-status', { hasText: 'Completed' }).waitFor({ timeout: 80_000 })
    expect((await kitOf(founder, kitId)).outputs.pdf.download_url).toBeTruthy()
  })
})
