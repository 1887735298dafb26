import { KIT_PDF_PAGE, type PdfRenderer } from '../../ports/pdf-renderer'

/**
 * Debian's Chromium, headless, with nothing that would reach the network on its own (this machine's
 * closed network refuses that chatter). The browser tests and the Lighthouse bench start it the same way.
 */
export const HEADLESS_CHROMIUM_ARGS = [
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
        args: HEADLESS_CHROMIUM_ARGS,
      })
      try {
        const page = await browser.newPage()
        await page.route('**/*', (route) => route.abort())
        await page.setContent(html, { waitUntil: 'load' })
        return await page.pdf(KIT_PDF_PAGE)
      } finally {
        await browser.close()
      }
    },
  }
}
