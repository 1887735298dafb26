import type { PdfRenderer } from '../../ports/pdf-renderer'

/** Debian's Chromium, headless, with nothing that would reach the network on its own. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Renders with a Chromium started for each PDF: a render is rare and seconds long, and a browser that
 * lives only for it leaves nothing behind when it crashes. The page may not load anything: the kit's
 * HTML carries its images inline, so a render reads no network and no file.
 */
export function chromiumPdf(options: { executablePath: string }): PdfRenderer {
  return {
    async render(html) {
      // Loaded when a PDF is made, never at cold start: the endpoint Lambdas do not ship it (see
      // infra/aws/constructs/app-function.ts).
      const { chromium } = await import('playwright-core')
      const browser = await chromium.launch({
        executablePath: options.executablePath,
        headless: true,
        args: ARGS,
      })
      try {
        const page = await browser.newPage()
        await page.route('**/*', (route) => route.abort())
        await page.setContent(html, { waitUntil: 'load' })
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
        })
      } finally {
        await browser.close()
      }
    },
  }
}
