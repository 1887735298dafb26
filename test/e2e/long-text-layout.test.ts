import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { SearchResponse } from '../../shared/contracts/discovery'
import { apiAt, signUp } from '../support/api'
import { setUpChromium } from './browser'
import { type Founder, signInAs } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

/** The phone and the laptop the browser walk found long text running off. */
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
}
type Viewport = keyof typeof VIEWPORTS

/** How much wider than the viewport the document is (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/**
 * For each element the selector finds: how many pixels of its text are hidden, cut off inside it or
 * running out of its card or off the screen (0 when all of it shows).
 */
const cutOff = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((el) => {
      const right = el.getBoundingClientRect().right
      const cardRight =
        el.closest('.card, article')?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY
      const edge = Math.min(cardRight, document.documentElement.clientWidth)
      return Math.max(0, el.scrollWidth - el.clientWidth, Math.ceil(right - edge))
    }),
  )

/** Whether any of the measured elements hides part of its text. */
const anyCut = (widths: number[]) => widths.length === 0 || widths.some((px) => px > 0)

async function openSignedIn(founder: Founder) {
  const { page } = await browser.open()
  await signInAs(page, founder)
  return page
}

/** A founder whose address, name and company name are each longer than a phone is wide. */
async function founderWithLongNames() {
  const founder = await signUp(
    api,
    `alexandra.konstantinopoulou.${randomUUID().slice(0, 8)}@robotics-international-holdings.example.com`,
  )
  const named = await api.put(
    '/api/profile',
    { first_name: 'Maximiliana-Alexandrina', last_name: `O'Brien-${'x'.repeat(90)}` },
    founder.token,
  )
  expect(named.status).toBe(200)
  const company = await api.post(
    '/api/companies',
    { name: `${'Supercalifragilisticexpialidocious'.repeat(3)} Robotics` },
    founder.token,
  )
  expect(company.status).toBe(201)
  return founder
}

/**
 * The search's own answer with every address made long. The journalists come from the shared demo index;
 * adding journalists of our own would mean rebuilding that index under the other tests' feet.
 */
async function withLongEmails(page: Page) {
  await page.route('**/api/discovery/search', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as SearchResponse
    for (const journalist of body.journalists)
      if (journalist.email)
        journalist.email = journalist.email.replace(
          '@',
          '.senior-technology-correspondent@newsroom.international-investigations-desk.',
        )
    await route.fulfill({ response, json: body })
  })
}

describe('Long names and addresses stay readable and on the screen', () => {
  it('Profile shows a long e-mail, name, company name and From line in full, on a phone and a laptop', async () => {
    const founder = await founderWithLongNames()
    const page = await openSignedIn(founder)
    const seen: Record<string, unknown> = {}
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      await page.setViewportSize(VIEWPORTS[viewport])
      await page.goto(`${stackUrl}/profile`)
      await page.getByText(founder.email, { exact: true }).waitFor()
      await page.getByRole('heading', { name: 'Sending', exact: true }).waitFor()
      await page.getByText(/^Maximiliana-Alexandrina O'Brien-x+ via Pressroom </).waitFor()
      seen[`${viewport}: sideways overflow`] = await sidewaysOverflow(page)
      seen[`${viewport}: a detail is cut`] = anyCut(await cutOff(page, '.detail dd'))
      seen[`${viewport}: the company name is cut`] = anyCut(await cutOff(page, '.company-list-name'))
      seen[`${viewport}: the company button runs out of its card`] = await page.evaluate(() => {
        const card = document.querySelector('#my-companies-heading')?.closest('section')
        const button = document.querySelector('.company-list-item')
        if (!card || !button) return 'not shown'
        return button.getBoundingClientRect().right > card.getBoundingClientRect().right
      })
    }
    expect(seen).toEqual({
      'phone: sideways overflow': 0,
      'phone: a detail is cut': false,
      'phone: the company name is cut': false,
      'phone: the company button runs out of its card': false,
      'laptop: sideways overflow': 0,
      'laptop: a detail is cut': false,
      'laptop: the company name is cut': false,
      'laptop: the company button runs out of its card': false,
    })
  })

  it('a search result shows a long e-mail address in full, as a mailto link, on a phone and a laptop', async () => {
    const founder = await signUp(api)
    const page = await openSignedIn(founder)
    await withLongEmails(page)
    const seen: Record<string, unknown> = {}
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      await page.setViewportSize(VIEWPORTS[viewport])
      await page.goto(`${stackUrl}/search?q=climate`)
      await page.getByText(/^[\d,]+ journalists found$/).waitFor()
      const link = page.locator('article a.email-link').first()
      await link.waitFor()
      const address = (await link.textContent()) ?? ''
      expect(address).toContain('.senior-technology-correspondent@')
      expect(await link.getAttribute('href')).toBe(`mailto:${address}`)
      seen[`${viewport}: the link's title is the address`] = (await link.getAttribute('title')) === address
      seen[`${viewport}: sideways overflow`] = await sidewaysOverflow(page)
      seen[`${viewport}: an address is cut`] = anyCut(await cutOff(page, 'article a.email-link'))
    }
    expect(seen).toEqual({
      "phone: the link's title is the address": true,
      'phone: sideways overflow': 0,
      'phone: an address is cut': false,
      "laptop: the link's title is the address": true,
      'laptop: sideways overflow': 0,
      'laptop: an address is cut': false,
    })
  })

  it('on a phone, the bar of selected journalists stays at most 100 px tall while the results scroll under it', async () => {
    const founder = await signUp(api)
    const page = await openSignedIn(founder)
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto(`${stackUrl}/search?q=climate`)
    await page.getByText(/^[\d,]+ journalists found$/).waitFor()
    const checkboxes = page.getByRole('checkbox', { name: /^Select / })
    await checkboxes.nth(0).check()
    await checkboxes.nth(1).check()
    const bar = page.getByRole('region', { name: 'Selected journalists' })
    await bar.getByText('2 journalist(s) selected', { exact: true }).waitFor()
    for (const label of ['Add to Pitchlist', 'Export Selected', 'Clear selection'])
      await bar.getByRole('button', { name: label, exact: true }).waitFor()
    await page.evaluate(() => window.scrollBy(0, 1200))
    const box = await bar.boundingBox()
    expect({
      height: box && box.height <= 100 ? 'at most 100 px' : `${box?.height} px`,
      inView: box !== null && box.y >= 0 && box.y + box.height <= VIEWPORTS.phone.height,
      sidewaysOverflow: await sidewaysOverflow(page),
    }).toEqual({ height: 'at most 100 px', inView: true, sidewaysOverflow: 0 })
  })

  it('Discovery shows a long saved search in full, with its buttons under it on a phone', async () => {
    const founder = await signUp(api)
    const name = `AI in San Francisco ${'long name '.repeat(8).trim()}`
    const query = 'AI journalists in San Francisco covering robotics startups and their seed rounds'
    const saved = await api.post('/api/discovery/searches/save', { name, query }, founder.token)
    expect(saved.status).toBe(201)
    const page = await openSignedIn(founder)
    const seen: Record<string, unknown> = {}
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      await page.setViewportSize(VIEWPORTS[viewport])
      await page.goto(`${stackUrl}/discovery`)
      await page.getByRole('link', { name: `Run saved search ${name}` }).waitFor()
      seen[`${viewport}: sideways overflow`] = await sidewaysOverflow(page)
      seen[`${viewport}: the search is cut`] = anyCut(await cutOff(page, '.saved-item-detail'))
      // The name and the search get the item's whole width, not a column beside the buttons.
      if (viewport === 'phone')
        seen['phone: the text is squeezed beside the buttons'] = await page.evaluate(() => {
          const item = document.querySelector('.saved-item')
          const text = document.querySelector('.saved-item-text')
          if (!item || !text) return 'not shown'
          return text.getBoundingClientRect().width < item.getBoundingClientRect().width * 0.9
        })
    }
    expect(seen).toEqual({
      'phone: sideways overflow': 0,
      'phone: the search is cut': false,
      'phone: the text is squeezed beside the buttons': false,
      'laptop: sideways overflow': 0,
      'laptop: the search is cut': false,
    })
  })
})
