import { readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { csvCells } from '../../functions/journalists/csv'
import { generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import type { SearchRequest, SearchResponse } from '../../shared/contracts/discovery'
import { apiAt, signUp } from '../support/api'
import { type ExpectedFailure, setUpChromium } from './browser'
import type { Founder } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)

const browser = setUpChromium()

/** A founder signed in as the app would leave them after sign-up, on the given page. */
function openAs(founder: Founder, path: string, expected: ExpectedFailure[] = []) {
  return browser.openAs(founder, path, expected)
}

/** What the API answers for a search, to compare the screen with. */
async function apiSearch(founder: Founder, request: SearchRequest) {
  const response = await api.post<SearchResponse>('/api/discovery/search', request, founder.token)
  expect(response.status).toBe(200)
  return response.body
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'AI-powered search' })
const cards = (page: Page) => page.getByRole('list', { name: 'Journalists' }).locator('article')
const found = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'journalist' : 'journalists'} found`
const starOf = (card: Locator) => card.getByRole('button', { name: /^Save .* to pitchlist$/ })
const nameOf = async (card: Locator) => (await card.locator('h3').textContent()) ?? ''
const pitchlistNames = (page: Page) =>
  page.getByRole('list', { name: 'Pitchlist' }).getByRole('heading', { level: 2 }).allTextContents()

async function expectCount(page: Page, total: number) {
  await page.getByText(found(total), { exact: true }).waitFor()
}

describe('Discover Journalists and My Pitchlist', () => {
  it('searches in plain words, refines from the sidebar, loads more, stars three journalists and manages them on the pitchlist', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/pitchlist')

    await page.getByText('Your pitchlist is empty').waitFor()
    await page.getByRole('link', { name: 'Find journalists' }).click()
    await page.getByRole('heading', { name: 'Discover Journalists', level: 1 }).waitFor()
    await page.getByText('Search to find relevant journalists').waitFor()
    await page.getByText('Start Your Discovery').waitFor()
    const searchButton = page.getByRole('button', { name: 'Search', exact: true })
    expect(await searchButton.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0)

    // The natural-language query becomes filters the founder can see and remove.
    const query = 'fintech reporters in London covering seed rounds'
    const expected = await apiSearch(founder, { query })
    await searchBox(page).fill(query)
    await searchButton.click()
    await expectCount(page, expected.total)
    await page.getByRole('button', { name: 'Remove filter Fintech' }).waitFor()
    await page.getByRole('button', { name: 'Remove filter London' }).waitFor()
    const shown = await cards(page).allTextContents()
    expect(shown).toHaveLength(Math.min(20, expected.total))
    for (const text of shown) expect(text).toContain('London')
    await page.getByRole('button', { name: 'Export' }).waitFor()

    // A new query, then 20 more results, then a city from the sidebar.
    await page.getByRole('button', { name: 'Clear search' }).click()
    expect(await searchBox(page).inputValue()).toBe('')
    const startups = await apiSearch(founder, { query: 'startups' })
    expect(startups.total).toBeGreaterThan(40)
    await searchBox(page).fill('startups')
    await searchBox(page).press('Enter')
    await expectCount(page, startups.total)
    expect(await cards(page).count()).toBe(20)
    await page.getByRole('button', { name: 'Load More Results' }).click()
    await page.getByText(`Showing 40 of ${startups.total.toLocaleString('en-US')}`).waitFor()
    expect(await cards(page).count()).toBe(40)

    // The city most of these journalists are in, from the sidebar's counts.
    const city = startups.aggregations.locations[0]?.value
    if (!city) throw new Error('no locations in the aggregations')
    const inCity = await apiSearch(founder, { query: 'startups', filters: { locations: [city] } })
    expect(inCity.total).not.toBe(startups.total)
    await page
      .getByRole('group', { name: 'Locations' })
      .getByRole('checkbox', { name: new RegExp(`^${city} \\d`) })
      .check()
    await expectCount(page, inCity.total)
    await page.getByRole('button', { name: `Remove filter ${city}` }).waitFor()
    for (const text of await cards(page).allTextContents()) expect(text).toContain(city)

    const starred: string[] = []
    for (let i = 0; i < 3; i++) {
      const card = cards(page).nth(i)
      starred.push(await nameOf(card))
      await starOf(card).click()
      await card.getByRole('button', { name: /to pitchlist$/, pressed: true }).waitFor()
    }

    await page.getByRole('link', { name: 'Pitchlist' }).click()
    await page.getByRole('heading', { name: 'My Pitchlist', level: 1 }).waitFor()
    await page.getByText('3 journalists saved').waitFor()
    expect((await pitchlistNames(page)).sort()).toEqual([...starred].sort())

    // The selection is only a selection: Clear All unticks, it removes nothing.
    const [first, second, third] = starred as [string, string, string]
    await page.getByRole('checkbox', { name: `Select ${first}` }).check()
    await page.getByText('3 journalists saved · 1 selected').waitFor()
    await page.getByRole('button', { name: 'Clear All' }).click()
    expect(await page.getByRole('checkbox', { name: `Select ${first}` }).isChecked()).toBe(false)
    expect(await pitchlistNames(page)).toHaveLength(3)

    await page.getByRole('button', { name: `Remove ${second} from pitchlist` }).click()
    await page.getByText('Removed from pitchlist').waitFor()
    await page.getByText('2 journalists saved').waitFor()
    expect((await pitchlistNames(page)).sort()).toEqual([first, third].sort())
    await page.reload()
    await page.getByText('2 journalists saved').waitFor()
    expect((await pitchlistNames(page)).sort()).toEqual([first, third].sort())
  })

  it('adds selected results in bulk, exports them, runs an advanced search and saves it for Discovery', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/search?q=climate')
    const climate = await apiSearch(founder, { query: 'climate' })
    await expectCount(page, climate.total)
    expect(await searchBox(page).inputValue()).toBe('climate')

    const picked = [await nameOf(cards(page).nth(1)), await nameOf(cards(page).nth(2))]
    for (const name of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
    await page.getByText('2 journalist(s) selected').waitFor()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export Selected' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('journalists.csv')
    const path = await file.path()
    const [header, ...rows] = await csvCells(await readFile(path, 'utf8'))
    expect(header?.[0]).toBe('Name')
    expect(rows.map((row) => row[0]).sort()).toEqual([...picked].sort())

    await page.getByRole('button', { name: 'Add to Pitchlist' }).click()
    await page.getByText('Added 2 journalists to your pitchlist').waitFor()
    for (const name of picked) {
      await page.getByRole('button', { name: `Save ${name} to pitchlist`, pressed: true }).waitFor()
    }
    expect(await page.getByText('2 journalist(s) selected').count()).toBe(0)

    // Advanced mode starts from the search on screen: the topic understood from "climate".
    await page.getByRole('button', { name: 'Advanced', exact: true }).click()
    const form = page.getByRole('form', { name: 'Advanced search' })
    expect(await form.getByLabel('Keywords').inputValue()).toBe('')
    await form.locator('summary', { hasText: 'Topics' }).getByText('Climate').waitFor()
    await form.locator('summary', { hasText: 'Locations' }).click()
    await form
      .getByRole('group', { name: 'Locations' })
      .getByRole('checkbox', { name: /^Berlin/ })
      .check()
    await form.getByRole('checkbox', { name: 'Has email' }).check()
    await form.getByLabel('Minimum response rate (%)').fill('20')
    const advanced = await apiSearch(founder, {
      query: '',
      filters: { topics: ['Climate'], locations: ['Berlin'], hasEmail: true, responseRate: 20 },
    })
    expect(advanced.total).toBeGreaterThan(0)
    await form.getByRole('button', { name: 'Run Search' }).click()
    await expectCount(page, advanced.total)
    for (const label of ['Climate', 'Berlin', 'Has email', 'Response rate ≥ 20%']) {
      await page.getByRole('button', { name: `Remove filter ${label}` }).waitFor()
    }

    await page.getByRole('button', { name: 'Save Search' }).click()
    await page.getByLabel('Search name').fill('Berlin climate')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Saved search “Berlin climate”').waitFor()

    await page.getByRole('link', { name: 'Discovery' }).click()
    await page.getByRole('heading', { name: 'Discovery', level: 1 }).waitFor()
    await page.getByRole('link', { name: /“climate”/ }).waitFor()
    await page.getByRole('link', { name: 'Run saved search Berlin climate' }).click()
    await expectCount(page, advanced.total)

    await page.getByRole('link', { name: 'Discovery' }).click()
    const remove = () => page.getByRole('button', { name: 'Delete saved search Berlin climate' }).click()
    await remove()
    await page.getByText('Deleted saved search “Berlin climate”').waitFor()
    await page.getByText('No saved searches yet', { exact: false }).waitFor()
    // Undo brings it back, and it still runs the same search.
    await page.locator('.toast').getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Restored saved search “Berlin climate”').waitFor()
    await page.getByRole('link', { name: 'Run saved search Berlin climate' }).click()
    await expectCount(page, advanced.total)
    await page.getByRole('link', { name: 'Discovery' }).click()
    await remove()
    await page.getByText('No saved searches yet', { exact: false }).waitFor()

    await page.goto(`${stackUrl}/pitchlist`)
    await page.getByText('2 journalists saved').waitFor()
    expect((await pitchlistNames(page)).sort()).toEqual([...picked].sort())
  })

  it('keeps a double-clicked star in step with the pitchlist', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/search?q=climate')
    const card = cards(page).first()
    await card.waitFor()
    const changes: string[] = []
    page.on('response', (r) => {
      if (r.url().includes('/api/pitchlist') && r.request().method() !== 'GET')
        changes.push(`${r.request().method()} ${r.status()}`)
    })
    await starOf(card).dblclick()
    await card.getByRole('button', { name: /to pitchlist$/, pressed: true }).waitFor()
    await page.locator('.toast').getByText('Added to pitchlist', { exact: true }).waitFor()
    // The second click came while the first was on its way: one add, no remove racing it.
    const { body } = await api.get<{ entries: unknown[] }>('/api/pitchlist', founder.token)
    expect(body.entries).toHaveLength(1)
    expect(changes).toEqual(['POST 201'])
    await page.reload()
    await cards(page)
      .first()
      .getByRole('button', { name: /to pitchlist$/, pressed: true })
      .waitFor()
  })

  it('suggests while typing and finds the author of a known article', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/search')

    await searchBox(page).click()
    await searchBox(page).pressSequentially('clim')
    await page.getByRole('option', { name: /Climate/ }).waitFor()
    await searchBox(page).press('ArrowDown')
    expect(await page.getByRole('option', { name: /Climate/ }).getAttribute('aria-selected')).toBe('true')
    await searchBox(page).press('Enter')
    await page.getByRole('button', { name: 'Remove filter Climate' }).waitFor()
    const climate = await apiSearch(founder, { query: '', filters: { topics: ['Climate'] } })
    await expectCount(page, climate.total)

    const [author] = generateDemoJournalists().slice(42, 43)
    const article = author?.articles[0]
    if (!author || !article) throw new Error('demo data has no article')
    await page.getByRole('link', { name: 'Discovery' }).click()
    const link = page.getByLabel('Article link')
    await link.fill('not a link')
    await page.getByRole('button', { name: 'Find Journalist' }).click()
    await page.getByText('Please paste a valid article link (http or https)').waitFor()
    await link.fill(article.url)
    await page.getByRole('button', { name: 'Find Journalist' }).click()
    await page.getByText('Found from a known article').waitFor()
    await page.getByRole('heading', { name: author.full_name }).waitFor()
  })

  it('shows the server message inline when a search fails, and a toast when a removal fails', async () => {
    const founder = await signUp(api)
    const { journalists } = await apiSearch(founder, { query: 'robotics', size: 1 })
    const journalist = journalists[0]
    if (!journalist) throw new Error('no robotics journalist')
    expect((await api.post('/api/pitchlist', { journalistId: journalist.id }, founder.token)).status).toBe(
      201,
    )
    const removePath = `/api/pitchlist/${journalist.id}`
    const page = await openAs(founder, '/search', [
      { path: '/api/discovery/search', status: 503 },
      { path: removePath, status: 503 },
    ])
    await page.getByText('Start Your Discovery').waitFor()

    await page.route('**/api/discovery/search', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Search is resting' }),
      }),
    )
    await searchBox(page).fill('robotics')
    await searchBox(page).press('Enter')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Search is resting')

    await page.route(`**${removePath}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    )
    await page.getByRole('link', { name: 'Pitchlist' }).click()
    await page.getByRole('button', { name: `Remove ${journalist.full_name} from pitchlist` }).click()
    await page.getByText('Failed to remove from pitchlist').waitFor()
    await page.getByText('1 journalist saved').waitFor()
  })

  it('keeps the query as typed while a filter is ticked and unticked beside it, and its results with it', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/search')
    const query = 'fintech reporters in London covering seed rounds'
    const plain = await apiSearch(founder, { query })
    const withEmail = await apiSearch(founder, { query, filters: { hasEmail: true } })
    expect(withEmail.total).toBeLessThan(plain.total)
    await searchBox(page).fill(query)
    await searchBox(page).press('Enter')
    await expectCount(page, plain.total)

    const hasEmail = page
      .getByRole('group', { name: 'Contact details' })
      .getByRole('checkbox', { name: /^Has email/ })
    await hasEmail.check()
    await expectCount(page, withEmail.total)
    expect(await searchBox(page).inputValue()).toBe(query)
    await hasEmail.uncheck()
    await expectCount(page, plain.total)
    expect(await searchBox(page).inputValue()).toBe(query)
    // Taking back a filter the query named rewrites the query without it.
    await page.getByRole('button', { name: 'Remove filter London' }).click()
    await page.getByRole('button', { name: 'Remove filter Fintech' }).waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Remove filter London' }).count()).toBe(0)
  })

  it('shows the words of a search it did not understand, and the filters it did', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/search')
    const query = 'fintech reporters in Lagos with an email'
    const expected = await apiSearch(founder, { query })
    await searchBox(page).fill(query)
    await searchBox(page).press('Enter')
    await expectCount(page, expected.total)
    await page.getByText('Not understood: “lagos”').waitFor()
    await page.getByRole('button', { name: 'Remove filter Fintech' }).waitFor()
  })

  it('says so when the publication asked for has nobody in the city, above its writers elsewhere', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/search')
    const query = 'Founders Gazette writers in New York'
    const expected = await apiSearch(founder, { query })
    expect(expected.metadata.notices).toEqual([
      'No Founders Gazette writers in New York: showing its writers elsewhere',
    ])
    await searchBox(page).fill(query)
    await searchBox(page).press('Enter')
    await expectCount(page, expected.total)
    await page.getByRole('status').filter({ hasText: 'No Founders Gazette writers in New York' }).waitFor()
  })
})
