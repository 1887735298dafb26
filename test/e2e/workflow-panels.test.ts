import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { Bottleneck } from '../../shared/domain/pipeline'
import { apiAt } from '../support/api'
import { founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'
import { signInAs } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

/** The two windows the browser walk opened the panels in. */
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 800 }

/** Each header button and the heading of the panel it opens. */
const PANELS = [
  ['Insights', 'Pipeline Health'],
  ['Automation', 'Automation'],
  ['Settings', 'Workflow Settings'],
] as const

/** Journalists whose names and publications are as long as real ones get. */
const PEOPLE = [
  ['Felix Garcia', 'Wanderlust Traveller', 'drafted', 1],
  ['Anastasia Konstantinidou', 'The Northern Industrial Chronicle', 'drafted', 100],
  ['Marco Nowak', 'Harbor City Times', 'pitched', 22],
  ['Maximilian Oberhollenzer', 'Frankfurter Allgemeine Zeitung', 'pitched', 8],
  ['Dev Wójcik', 'Byteline', 'picked_up', 49],
  ['Priyanka Raghunathan', 'Entrepreneurship Weekly', 'archived', 63],
] as const

const at = '2026-01-05T09:00:00.000Z'
const CARDS = PEOPLE.map(([name, publication, status, rate], i) => ({
  id: `card-${i}`,
  status,
  position: i,
  created_at: at,
  updated_at: at,
  user_id: 'stubbed',
  pitch_id: `card-${i}`,
  journalist: {
    id: `j-${i}`,
    full_name: name,
    publication,
    email: null,
    topics: ['Robotics', 'Defense Tech', 'Hydrogen'],
    response_rate: rate,
  },
  pitch: {
    id: `card-${i}`,
    subject: 'Parcelbot: Rainproof robots for the last mile',
    content: '',
    sent_at: status === 'drafted' ? null : at,
    replied_at: null,
    last_interaction: null,
    follow_up_scheduled: false,
    follow_up_date: null,
  },
}))

/** The tall alert the walk saw above the board: two stages with cards waiting for weeks. */
const BOTTLENECKS: Bottleneck[] = (['pitched', 'picked_up'] as const).map((status) => ({
  status,
  avgDays: 47,
  threshold: 7,
  items: CARDS.filter((card) => card.status === status).map((card) => ({
    id: card.id,
    journalistName: card.journalist.full_name,
    publication: card.journalist.publication,
    daysInStatus: 47,
    lastActivity: at,
  })),
}))

/**
 * The board's cards and the alert's stages are stubbed: long names, and stages stuck for weeks,
 * without waiting weeks. The panels' own data (automation, settings, analytics) is the stack's.
 */
async function openBoard(viewport: typeof PHONE) {
  const founder = await founderWithPitches(api, storeOf(inject('stackDataDir')), [])
  const { page } = await browser.open()
  await page.setViewportSize(viewport)
  await page.route(/\/api\/workflow\/cards(\?.*)?$/, (route) => {
    const status = new URL(route.request().url()).searchParams.get('status')
    const cards = status ? CARDS.filter((card) => card.status === status) : CARDS
    return route.fulfill({ json: { cards, total: cards.length } })
  })
  await page.route(/\/api\/workflow\/metrics$/, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.metrics.bottlenecks = BOTTLENECKS
    await route.fulfill({ response, json: body })
  })
  await signInAs(page, founder)
  await page.goto(`${stackUrl}/workflow`)
  await page.getByText(`${CARDS.length} total pitches`, { exact: true }).waitFor()
  await page.getByRole('heading', { name: /^Workflow Bottleneck Detected/ }).waitFor()
  return page
}

const panel = (page: Page) => page.locator('#workflow-side-panel')

/** Whether the whole element lies inside the window (once a drawer has slid in). */
const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
  })

const focusInPanel = (page: Page) =>
  page.evaluate(() => !!document.getElementById('workflow-side-panel')?.contains(document.activeElement))

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())

describe('The workflow side panels', () => {
  it('open in view on a phone with focus inside, and Escape gives focus back to their button', async () => {
    const page = await openBoard(PHONE)
    for (const [button, title] of PANELS) {
      await page.getByRole('button', { name: button, exact: true }).click()
      const heading = panel(page).getByRole('heading', { name: title, level: 2 })
      await heading.waitFor()
      await expect.poll(() => inView(heading), { message: `${title} in view` }).toBe(true)
      await expect.poll(() => focusInPanel(page), { message: `focus inside ${title}` }).toBe(true)
      await page.keyboard.press('Escape')
      await panel(page).waitFor({ state: 'detached' })
      // Focus goes back once the drawer has gone (Radix moves it a task after removing the drawer).
      await expect.poll(() => focusedText(page), { message: `focus after closing ${title}` }).toBe(button)
    }
  })

  it('leave five readable columns on a laptop, long names whole, and show their heading beside the alert', async () => {
    const page = await openBoard(LAPTOP)
    await page.getByRole('button', { name: 'Insights', exact: true }).click()
    const heading = page.getByRole('complementary').getByRole('heading', { name: 'Pipeline Health' })
    await heading.waitFor()

    const layout = await page.evaluate(() => {
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5
      // A word broken across two lines is drawn as two boxes.
      const brokenWords = (el: Element) => {
        const text = el.firstChild
        if (!(text instanceof Text)) return []
        const broken: string[] = []
        for (const word of text.data.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(text, word.index)
          range.setEnd(text, word.index + word[0].length)
          if (range.getClientRects().length > 1) broken.push(word[0])
        }
        return broken
      }
      const cards = [...document.querySelectorAll('.workflow-card-body')]
      const columns = [...document.querySelectorAll('.workflow-column')]
      return {
        narrowestColumn: Math.min(...columns.map((column) => column.getBoundingClientRect().width)),
        runsOutOfItsCard: cards.flatMap((card) =>
          [...card.querySelectorAll('*')]
            // Boxless wrappers (display: contents) and screen-reader-only text draw nothing.
            .filter((el) => el.getClientRects().length > 0 && !el.matches('.visually-hidden'))
            .filter((el) => !inside(el.getBoundingClientRect(), card.getBoundingClientRect()))
            .map((el) => `${el.className}: ${el.textContent}`),
        ),
        brokenWords: cards.flatMap((card) =>
          [...card.querySelectorAll('.workflow-card-name, .workflow-card-publication')].flatMap(brokenWords),
        ),
        clippedCounts: columns.filter((column) => {
          const count = column.querySelector('.workflow-column-count')
          return !count || !inside(count.getBoundingClientRect(), column.getBoundingClientRect())
        }).length,
        sidewaysOverflow: document.documentElement.scrollWidth - innerWidth,
      }
    })
    // 220 px: a name of two long words on one line, a publication's words whole beside the rate.
    expect(layout.narrowestColumn).toBeGreaterThanOrEqual(220)
    expect(layout).toMatchObject({
      runsOutOfItsCard: [],
      brokenWords: [],
      clippedCounts: 0,
      sidewaysOverflow: 0,
    })
    expect(await inView(heading)).toBe(true)
  })
})

/** The window the browser walk found the last column out of reach in, with a panel open. */
const NARROW_LAPTOP = { width: 1280, height: 800 }

/** The board's sideways scroll, and whether each of its sides shows the shadow that says it hides columns. */
const boardScroll = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('.workflow-board')
    const frame = board?.parentElement
    const last = document.querySelector('.workflow-column:last-child')
    if (!board || !frame || !last) return 'no board'
    const box = board.getBoundingClientRect()
    const lastBox = last.getBoundingClientRect()
    return {
      scrolls: board.scrollWidth > board.clientWidth,
      atEnd: board.scrollLeft + board.clientWidth >= board.scrollWidth - 1,
      lastColumnInView: lastBox.left >= box.left - 0.5 && lastBox.right <= box.right + 0.5,
      shadowBefore: getComputedStyle(frame, '::before').opacity === '1',
      shadowAfter: getComputedStyle(frame, '::after').opacity === '1',
      tabStop: board.tabIndex === 0,
    }
  })

/** A long follow-up template, beside Pressroom's longest: one shows by its key when it has no label. */
const LONG_TEMPLATE = 'a_follow_up_template_with_a_name_longer_than_the_panel_is_wide'
const ACTIONS = ['final_followup', LONG_TEMPLATE].map((template, i) => ({
  id: `card-2.day-${i}`,
  type: 'follow_up',
  scheduled_for: new Date(Date.now() + (i + 2) * 86_400_000).toISOString(),
  template,
  status: 'scheduled',
  attempt_number: i + 1,
  pitch_id: 'card-2',
  user_id: 'stubbed',
  reason: null,
  journalist: { id: 'j-2', name: 'Marco Nowak', publication: 'Harbor City Times' },
  pitch: { subject: 'Parcelbot: Rainproof robots for the last mile' },
}))

describe('The workflow board beside a panel, at 1280 px', () => {
  it('reaches every column by scrolling the board, by keyboard too, and shadows the side that hides columns', async () => {
    const page = await openBoard(NARROW_LAPTOP)
    const board = page.locator('.workflow-board')
    for (const [button, title] of PANELS) {
      const toggle = page.getByRole('button', { name: button, exact: true })
      await toggle.click()
      await panel(page).getByRole('heading', { name: title, level: 2 }).waitFor()
      await expect
        .poll(() => boardScroll(page), { message: `${title}: at the start` })
        .toEqual({
          scrolls: true,
          atEnd: false,
          lastColumnInView: false,
          shadowBefore: false,
          shadowAfter: true,
          tabStop: true,
        })
      // The board takes the arrows: Archived comes into view, and the shadow moves to the other side.
      await board.focus()
      for (
        let press = 0;
        press < 40 && !(await board.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1));
        press++
      )
        await page.keyboard.press('ArrowRight')
      await expect
        .poll(() => boardScroll(page), { message: `${title}: scrolled to the end by keyboard` })
        .toMatchObject({ atEnd: true, lastColumnInView: true, shadowBefore: true, shadowAfter: false })
      await board.evaluate((el) => el.scrollTo({ left: 0 }))
      await toggle.click()
      await panel(page).waitFor({ state: 'detached' })
    }
    // Without a panel the five columns fit: nothing to scroll, no shadow, no extra tab stop.
    await expect
      .poll(() => boardScroll(page))
      .toMatchObject({
        scrolls: false,
        shadowBefore: false,
        shadowAfter: false,
        tabStop: false,
      })
  })

  it('shows the header badge paused by more than its words: its colours, a border and a pause sign', async () => {
    const page = await openBoard(NARROW_LAPTOP)
    const badge = page.locator('.workflow-title .automation-badge')
    const look = () =>
      badge.evaluate((el) => {
        const own = getComputedStyle(el)
        const dot = el.querySelector('.automation-badge-dot')
        const sign = dot ? getComputedStyle(dot) : undefined
        return {
          text: el.textContent,
          background: own.backgroundColor,
          color: own.color,
          border: own.borderTopColor,
          dot: `${sign?.borderRadius} ${sign?.backgroundImage}`,
        }
      })
    await badge.getByText('Automation Active').waitFor()
    const active = await look()
    expect(active.background).not.toBe('rgba(0, 0, 0, 0)')

    await page.getByRole('button', { name: 'Automation', exact: true }).click()
    await panel(page).getByRole('switch', { name: 'Pause all automations' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pause Automations' })
    await dialog.getByRole('radio', { name: '1 day' }).check()
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Close automation panel' }).click()
    await badge.getByText('Automation Paused').waitFor()
    const paused = await look()
    expect({
      background: paused.background !== active.background && paused.background !== 'rgba(0, 0, 0, 0)',
      color: paused.color !== active.color,
      border: paused.border !== active.border && paused.border !== 'rgba(0, 0, 0, 0)',
      sign: paused.dot !== active.dot,
    }).toEqual({ background: true, color: true, border: true, sign: true })
  })

  it("shows long template names whole: the panel's scheduled actions and the message dialog's list", async () => {
    const page = await openBoard(NARROW_LAPTOP)
    await page.route(/\/api\/automation\/actions$/, (route) => route.fulfill({ json: { actions: ACTIONS } }))
    await page.getByRole('button', { name: 'Automation', exact: true }).click()
    const chips = panel(page).locator('.action-template')
    await chips.filter({ hasText: LONG_TEMPLATE }).waitFor()
    const cutChips = await chips.evaluateAll((elements) =>
      elements
        .filter((el) => {
          const item = el.closest('.action-item')?.getBoundingClientRect()
          const box = el.getBoundingClientRect()
          return el.scrollWidth > el.clientWidth || !item || box.right > item.right + 0.5
        })
        .map((el) => el.textContent),
    )
    expect(await chips.count()).toBe(2)
    expect(cutChips).toEqual([])
    await page.getByRole('button', { name: 'Automation', exact: true }).click()
    await panel(page).waitFor({ state: 'detached' })

    /** The template options whose name is wider than the select leaves for it, beside its arrow. */
    const cutOptions = () =>
      page.locator('.workflow-message-dialog select').evaluate((el) => {
        const select = el as HTMLSelectElement
        const style = getComputedStyle(select)
        const room =
          select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
        const context = document.createElement('canvas').getContext('2d')
        if (!context) return ['no canvas']
        context.font = style.font
        return [...select.options]
          .filter((option) => context.measureText(option.text).width > room)
          .map((option) => option.text)
      })
    for (const viewport of [NARROW_LAPTOP, PHONE]) {
      await page.setViewportSize(viewport)
      await page.getByRole('checkbox', { name: 'Select Marco Nowak' }).check()
      await page
        .getByRole('region', { name: 'Selected cards' })
        .getByRole('button', { name: 'Message' })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Message 1 recipient' })
      await dialog.getByRole('combobox', { name: 'Template' }).waitFor()
      expect({ viewport: viewport.width, cut: await cutOptions() }).toEqual({
        viewport: viewport.width,
        cut: [],
      })
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('checkbox', { name: 'Select Marco Nowak' }).uncheck()
    }
  })
})
