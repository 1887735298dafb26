import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
/** An origin of this helper's own, answered by the page's routes: pdf.js and an empty page to run it in. */
const ORIGIN = 'http://pdf-pages.test'

export interface PdfPage {
  /** The page drawn at 1.5x, as a PNG. */
  png: Buffer
  width: number
  height: number
  /** Its text, in reading order, one string. */
  text: string
  /** The fonts its text is drawn in, as the PDF names them (subset prefix removed). */
  fonts: string[]
}

/**
 * A PDF as a reader sees it: each page drawn to an image by pdf.js in the browser, with its text and
 * fonts, so a test can look at what a journalist would print.
 */
export async function pdfPages(page: Page, pdf: Uint8Array): Promise<PdfPage[]> {
  const build = require.resolve('pdfjs-dist/build/pdf.min.mjs').replace(/pdf\.min\.mjs$/, '')
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' })
    const file = path.slice(1)
    if (file !== 'pdf.min.mjs' && file !== 'pdf.worker.min.mjs') return route.abort()
    return route.fulfill({ contentType: 'text/javascript', body: await readFile(`${build}${file}`) })
  })
  await page.goto(`${ORIGIN}/`)
  // A module script of the page's own: an import() inside evaluate would be rewritten by the test runner.
  await page.addScriptTag({
    type: 'module',
    content: `import * as pdfjs from '${ORIGIN}/pdf.min.mjs'; window.pdfjs = pdfjs`,
  })
  await page.waitForFunction(() => 'pdfjs' in window)
  const drawn = await page.evaluate(
    async ({ base64, origin }) => {
      // pdf.js, loaded by the page above (it has no types here).
      const pdfjs = (window as any).pdfjs
      pdfjs.GlobalWorkerOptions.workerSrc = `${origin}/pdf.worker.min.mjs`
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const document = await pdfjs.getDocument({ data }).promise
      const pages = []
      for (let n = 1; n <= document.numPages; n++) {
        const pdfPage = await document.getPage(n)
        const viewport = pdfPage.getViewport({ scale: 1.5 })
        const canvas = window.document.createElement('canvas')
        canvas.width = Math.ceil(viewport.width)
        canvas.height = Math.ceil(viewport.height)
        await pdfPage.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise
        const content = await pdfPage.getTextContent()
        const fontIds = new Set<string>(
          content.items.map((item: { fontName?: string }) => item.fontName ?? ''),
        )
        const fonts = [...fontIds]
          .filter(Boolean)
          .map((id) => (pdfPage.commonObjs.has(id) ? String(pdfPage.commonObjs.get(id).name ?? '') : ''))
          .map((name) => name.replace(/^[A-Z]{6}\+/, ''))
        pages.push({
          png: canvas.toDataURL('image/png').split(',')[1] ?? '',
          width: canvas.width,
          height: canvas.height,
          text: content.items.map((item: { str?: string }) => item.str ?? '').join(' '),
          fonts,
        })
      }
      return pages
    },
    { base64: Buffer.from(pdf).toString('base64'), origin: ORIGIN },
  )
  return drawn.map((drawnPage) => ({ ...drawnPage, png: Buffer.from(drawnPage.png, 'base64') }))
}
