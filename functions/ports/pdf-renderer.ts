/** Turns a page of HTML into a PDF: Chromium in both hosts (Debian's locally, @sparticuz/chromium in AWS). */
export interface PdfRenderer {
  render(html: string): Promise<Uint8Array>
}

/** How a kit prints, whichever Chromium prints it: A4 with its backgrounds and room at the edges. */
export const KIT_PDF_PAGE = {
  format: 'A4',
  printBackground: true,
  margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
} as const
