import { lambdaChromiumPdf } from '../../adapters/aws/lambda-chromium-pdf'
import { chromiumPdf } from '../../adapters/local/chromium-pdf'
import type { PortFactory } from '../container'

/** Chromium for Lambda in the render function; Debian's Chromium on the embedded stack. */
export const pdfPort: PortFactory<'pdf'> = (config) =>
  config.RENDER_QUEUE_URL ? lambdaChromiumPdf() : chromiumPdf({ executablePath: config.CHROMIUM_PATH })
