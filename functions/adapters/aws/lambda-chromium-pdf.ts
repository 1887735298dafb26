import { KIT_PDF_PAGE, type PdfRenderer } from '../../ports/pdf-renderer'

/**
 * Chromium in Lambda: @sparticuz/chromium's build, driven by puppeteer-core. Both are loaded on the
 * first render (the render function ships them; nothing else does). The browser is kept for the
 * container's next renders; each render gets a fresh page that may load nothing from the network.
 */
export function lambdaChromiumPdf(): PdfRenderer {
  let browser: Promise<import('puppeteer-core').Browser> | undefined

  async function launch() {
    const [{ default: chromium }, puppeteer] = await Promise.all([
      import('@sparticuz/chromium'),
      import('puppeteer-core'),
    ])
    return puppeteer.launch({
      args: chromium.args,
      executablePath: await chromium.executablePath(),
      headless: true,
    })
  }

  return {
    async render(html) {
      browser ??= launch()
      const page = await (await browser).newPage()
      try {
        await page.setRequestInterception(true)
        page.on('request', (request) =>
          request.url().startsWith('data:') ? request.continue() : request.abort(),
        )
        await page.setContent(html, { waitUntil: 'load' })
        return await page.pdf(KIT_PDF_PAGE)
      } finally {
        await page.close()
      }
    },
  }
}
