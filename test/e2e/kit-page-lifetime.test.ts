import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { signUp } from '../support/api'
import { useClockedStack } from '../support/clocked-stack'
import { setUpChromium } from './browser'

const PHONE = { width: 390, height: 844 }
/** What the file links used to live: 15 minutes (decision 008). */
const LINK_LIFETIME_MS = 15 * 60_000

/** A real PNG of one colour. */
const swatch = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer()

describe('The public kit page on a phone', () => {
  // A stack of this file's own: its clock moves past the old links' lifetime while the page stays open.
  const clocked = useClockedStack()
  const browser = setUpChromium()

  it("keeps every image drawn when read past the old links' 15 minutes, offers each original on its own, says a download started, and sets its headings in the chosen font from the site", async () => {
    const { api, advanceClock } = clocked
    const founder = await signUp(api)
    const company = await api.post('/api/companies', { name: 'Tidewater Robotics' }, founder.token)
    await api.put(
      `/api/companies/${company.body.company.id}`,
      {
        short_description: 'Hull-cleaning robots for working harbours.',
        full_description: 'Tidewater builds robots that clean ship hulls in port. '.repeat(40),
        founder_story: 'We spent ten years diving under ships. '.repeat(40),
      },
      founder.token,
    )
    const created = await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)
    const kit = created.body.kit
    const form = new FormData()
    for (const [name, colour] of [
      ['harbour.png', '#3366cc'],
      ['robot.png', '#22aa44'],
      ['crew.png', '#cc3344'],
    ] as const)
      form.append('assets', new Blob([new Uint8Array(await swatch(colour))], { type: 'image/png' }), name)
    const uploaded = await fetch(new URL(`/api/press-kit/kits/${kit.id}/assets`, clocked.stack.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${founder.token}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const published = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      {
        published: true,
        customizations: {
          branding: {
            ...kit.branding,
            fonts: { heading: 'Playfair Display', body: 'Inter', mono: 'Fira Code' },
          },
        },
      },
      founder.token,
    )
    expect(published.status, JSON.stringify(published.body)).toBe(200)

    const { page, context } = await browser.open()
    await page.setViewportSize(PHONE)
    const fontFiles: string[] = []
    const failed: string[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.startsWith('/kit-fonts/')) fontFiles.push(path)
      if (response.status() >= 400) failed.push(`${response.status()} ${path}`)
    })
    await page.goto(`${clocked.stack.url}/kit/${kit.press_kit_web.slug}`)
    await page.getByRole('heading', { name: 'Tidewater Robotics Press Kit', level: 1 }).waitFor()

    // The reader takes their time: the links of old would have expired before the images scroll in.
    await advanceClock(LINK_LIFETIME_MS + 60_000)
    const media = page.getByRole('heading', { name: 'Media Assets', level: 2 })
    await media.scrollIntoViewIfNeeded()
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('.kit-media img')]
      return images.length === 3 && images.every((image) => image.complete && image.naturalWidth > 0)
    })
    expect(failed).toEqual([])

    // Each original on its own, under its own name.
    const downloadLink = page.locator('a[download="robot.png"]')
    expect(await downloadLink.textContent()).toBe('Download original: robot.png')
    await downloadLink.scrollIntoViewIfNeeded()
    const saved = page.waitForEvent('download')
    await downloadLink.click()
    const file = await saved
    expect(file.suggestedFilename()).toBe('robot.png')
    expect((await sharp(await file.path()).metadata()).width).toBe(900)

    // A download from the dialog says that it started.
    await page.getByRole('button', { name: 'Download', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Download', exact: true })
    const zip = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'All files (ZIP)' }).click()
    await zip
    await dialog.getByRole('status').filter({ hasText: 'Your download has started' }).waitFor()

    // Headings in Playfair Display, from the site's own files; no other host was asked for a font.
    const heading = await page.evaluate(async () => {
      await document.fonts.ready
      const h2 = document.querySelector('.kit-section h2') as HTMLElement
      return {
        family: getComputedStyle(h2).fontFamily,
        loaded: document.fonts.check('700 20px "Playfair Display"'),
      }
    })
    expect(heading.family).toMatch(/^"Playfair Display", serif/)
    expect(heading.loaded).toBe(true)
    expect(fontFiles).toContain('/kit-fonts/playfair-display-latin-700-normal.woff2')
    const requested = await context
      .pages()[0]
      ?.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin))
    expect(new Set(requested)).toEqual(new Set([clocked.stack.url.replace(/\/$/, '')]))
  })
})
