import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'
import { type Founder, signInAs } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

/** An iPhone 12–15 sized viewport, where the browser walk found pages wider than the screen. */
const PHONE = { width: 390, height: 844 }
const LONG_WORD = 'a'.repeat(80)

async function openOnPhone(founder: Founder) {
  const { page } = await browser.open()
  await page.setViewportSize(PHONE)
  await signInAs(page, founder)
  return page
}

/** How much wider than the viewport the document is (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

describe('On a phone', () => {
  it('no screen with data scrolls sideways: pitches, workflow, pitchlist and search results', async () => {
    const journalists = ['demo-000001', 'demo-000002', 'demo-000003']
    const founder = await founderWithPitches(api, storeOf(inject('stackDataDir')), journalists)
    for (const journalistId of journalists)
      expect((await api.post('/api/pitchlist', { journalistId }, founder.token)).status).toBe(201)
    const page = await openOnPhone(founder)

    const screens: [string, () => Promise<unknown>][] = [
      ['/pitches', () => page.locator('[data-pitch-card]').first().waitFor()],
      ['/workflow', () => page.getByText('3 total pitches', { exact: true }).waitFor()],
      ['/pitchlist', () => page.getByText('3 journalists saved').waitFor()],
      ['/search?q=startups', () => page.getByText(/^[\d,]+ journalists found$/).waitFor()],
      // A long word no journalist's data has is quoted back on its own line, which must wrap.
      [`/search?q=startups%20${LONG_WORD}`, () => page.getByText(/^Not understood: /).waitFor()],
    ]
    const overflow: Record<string, number> = {}
    for (const [path, loaded] of screens) {
      await page.goto(`${stackUrl}${path}`)
      await loaded()
      overflow[path] = await sidewaysOverflow(page)
    }
    expect(overflow).toEqual({
      '/pitches': 0,
      '/workflow': 0,
      '/pitchlist': 0,
      '/search?q=startups': 0,
      [`/search?q=startups%20${LONG_WORD}`]: 0,
    })
  })
  it('keeps the main navigation to two rows on a phone and one on a tablet, Profile beside the brand', async () => {
    const page = await openOnPhone(await signUp(api))
    const nav = page.getByRole('navigation', { name: 'Main' })
    const rows = async () => {
      await page.goto(`${stackUrl}/profile`)
      await nav.getByRole('link', { name: 'Profile' }).waitFor()
      return page.evaluate(() => {
        const top = (element: Element | null) =>
          Math.round(element?.getBoundingClientRect().top ?? Number.NaN)
        const links = Array.from(document.querySelectorAll('nav[aria-label="Main"] a'))
        const profile = links.find((link) => link.textContent === 'Profile') ?? null
        const brand = document.querySelector('.brand')
        const onBrandRow =
          !!profile &&
          !!brand &&
          profile.getBoundingClientRect().top < brand.getBoundingClientRect().bottom &&
          brand.getBoundingClientRect().top < profile.getBoundingClientRect().bottom
        const sectionRows = new Set(links.filter((link) => link !== profile).map(top)).size
        return { sections: links.length - 1, sectionRows, onBrandRow }
      })
    }
    expect(await rows()).toEqual({ sections: 9, sectionRows: 2, onBrandRow: true })
    await page.setViewportSize({ width: 768, height: 1024 })
    expect(await rows()).toEqual({ sections: 9, sectionRows: 1, onBrandRow: true })
    // Still the navigation's last link for the keyboard: Tab from Press Kit reaches it.
    await nav.getByRole('link', { name: 'Press Kit' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Profile')
  })

  it('shows every link of the main navigation whole on a laptop, where Profile was cut off at the edge', async () => {
    const page = await openOnPhone(await signUp(api))
    const inView: Record<number, unknown> = {}
    for (const width of [1024, 1101, 1280, 1366]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${stackUrl}/profile`)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).waitFor()
      await page.evaluate(() => document.fonts.ready)
      inView[width] = await page.evaluate(() => {
        const list = document.querySelector('.nav-sections')
        const links = Array.from(document.querySelectorAll('nav[aria-label="Main"] a'))
        const cut = links
          .filter((link) => {
            const r = link.getBoundingClientRect()
            return r.left < 0 || r.right > window.innerWidth || link.scrollWidth > link.clientWidth
          })
          .map((link) => link.textContent)
        return { scrolls: !!list && list.scrollWidth > list.clientWidth, cut }
      })
    }
    const whole = { scrolls: false, cut: [] }
    expect(inView).toEqual({ 1024: whole, 1101: whole, 1280: whole, 1366: whole })
  })

  it('My Company keeps its completeness box off the fields while scrolling, on a phone, a tablet and a small laptop', async () => {
    const founder = await signUp(api)
    const company = await api.post(
      '/api/companies',
      { name: 'Acme Robotics', short_description: 'Robots that sort parcels for small warehouses.' },
      founder.token,
    )
    expect(company.status).toBe(201)
    const page = await openOnPhone(founder)
    // At every scroll position, no field (label or text) lies under the box.
    const covered: string[] = []
    for (const viewport of [
      PHONE,
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(`${stackUrl}/company`)
      await page.getByRole('button', { name: /% complete/ }).waitFor()
      // In the flow on a narrow screen, it comes under the company's name, before the first field.
      if (viewport.width < 1200)
        expect(
          await page.evaluate(() => {
            const box = document.querySelector('.completeness')?.getBoundingClientRect()
            const field = document.querySelector('[data-field]')?.getBoundingClientRect()
            return !!box && !!field && box.bottom <= field.top
          }),
          `${viewport.width} px: the completeness box above the fields`,
        ).toBe(true)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 200) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        covered.push(
          ...(await page.evaluate(() => {
            const box = document.querySelector('.completeness')?.getBoundingClientRect()
            if (!box) return ['no completeness box']
            return Array.from(document.querySelectorAll<HTMLElement>('[data-field]'))
              .filter((field) => {
                const r = field.getBoundingClientRect()
                return r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
              })
              .map(
                (field) =>
                  `${field.dataset.field} at scroll ${Math.round(window.scrollY)}, ${window.innerWidth} px wide`,
              )
          })),
        )
      }
    }
    expect(covered).toEqual([])
    expect(await sidewaysOverflow(page)).toBe(0)
  })

  it('brings the section editor into view when a section is chosen in the press kit builder', async () => {
    const founder = await signUp(api)
    const company = {
      name: 'Acme Robotics',
      short_description: 'Robots that sort parcels for small warehouses.',
    }
    expect((await api.post('/api/companies', company, founder.token)).status).toBe(201)
    const created = await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const kit = created.body.kit
    const page = await openOnPhone(founder)
    await page.goto(`${stackUrl}/press-kit/builder/${kit.id}`)
    const sections = page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /./ })
    await sections.first().waitFor()
    // The editor's title field is on screen, below the sticky site header.
    const inView = () =>
      page.getByLabel('Section title').evaluate((element) => {
        const box = element.getBoundingClientRect()
        const header = document.querySelector('.site-header')
        const sticky = header && getComputedStyle(header).position === 'sticky'
        const covered = sticky ? Math.max(0, header.getBoundingClientRect().bottom) : 0
        return box.top >= covered && box.bottom <= window.innerHeight
      })
    // Stacked on a phone, the editor starts below the list.
    expect(await inView()).toBe(false)
    // The second section, near the top of the list: the editor is far below it.
    const second = page.getByRole('list', { name: 'Sections' }).locator('.kit-section-select').nth(1)
    const title = (await second.textContent()) ?? ''
    await second.click()
    await expect.poll(inView).toBe(true)
    expect(await page.getByLabel('Section title').inputValue()).toBe(title.replace(/Hidden$/, '').trim())
  })

  it("keeps the words of hidden sections' titles whole in the builder's list, on a laptop", async () => {
    const founder = await signUp(api)
    expect((await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)).status).toBe(201)
    const { kit } = (await api.post('/api/press-kit/kits', {}, founder.token)).body
    const hidden = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      {
        customizations: {
          sections: kit.sections.map((section: object) => ({ ...section, visible: false })),
          branding: kit.branding,
          assets: [],
          company: { name: kit.company.name, logo: '', website: '' },
        },
      },
      founder.token,
    )
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200)
    const page = await openOnPhone(founder)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${stackUrl}/press-kit/builder/${kit.id}`)
    await page.locator('.kit-section-hidden-note').first().waitFor()
    await page.evaluate(() => document.fonts.ready)
    // A word on more than one line box was broken inside ("Testimoni/als").
    const broken = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.kit-section-title')).flatMap((title) => {
        const text = title.firstChild
        if (!text?.textContent) return []
        return [...text.textContent.matchAll(/\S+/g)]
          .filter((word) => {
            const range = document.createRange()
            range.setStart(text, word.index)
            range.setEnd(text, word.index + word[0].length)
            return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1
          })
          .map((word) => word[0])
      }),
    )
    expect(broken).toEqual([])
  })
})
