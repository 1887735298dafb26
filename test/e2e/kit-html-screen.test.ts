import { describe, expect, it } from 'vitest'
import { kitHtml } from '../../functions/press-kit/kit-html'
import { kitToPrint } from '../support/kits'
import { setUpChromium } from './browser'

const browser = setUpChromium()

/** Where the cover's title and the first section's text sit, and how far the page scrolls sideways. */
async function layoutAt(width: number, media: 'screen' | 'print') {
  const { page } = await browser.open()
  await page.setViewportSize({ width, height: 800 })
  await page.emulateMedia({ media })
  await page.setContent(kitHtml(kitToPrint()))
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
    const title = box('h1')
    const text = box('section p')
    return {
      titleLeft: title?.left ?? -1,
      textLeft: text?.left ?? -1,
      textRight: text?.right ?? -1,
      sideways: document.documentElement.scrollWidth - window.innerWidth,
    }
  })
}

describe('the downloaded HTML kit, opened in a browser', () => {
  it('keeps its text off the window edges in a readable column, on a laptop and on a phone', async () => {
    const laptop = await layoutAt(1366, 'screen')
    expect(laptop.titleLeft).toBeGreaterThanOrEqual(200)
    expect(laptop.textRight - laptop.textLeft).toBeLessThanOrEqual(900)
    expect(1366 - laptop.textRight).toBeGreaterThanOrEqual(200)

    const phone = await layoutAt(390, 'screen')
    expect(phone.titleLeft).toBeGreaterThanOrEqual(16)
    expect(phone.textLeft).toBeGreaterThanOrEqual(16)
    expect(390 - phone.textRight).toBeGreaterThanOrEqual(16)
    expect(phone.sideways).toBe(0)
  })

  it('prints as before: the PDF takes its margins from the page, not from the screen column', async () => {
    const printed = await layoutAt(1366, 'print')
    expect(printed.titleLeft).toBe(0)
  })
})
