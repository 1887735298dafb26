/** Turns a page of HTML into a PDF: Chromium in both hosts (Debian's locally, @sparticuz/chromium in AWS). */
export interface PdfRenderer {
  render(html: string): Promise<Uint8Array>
}
