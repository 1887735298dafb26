/** Reads a public web page (an article a founder pasted) as HTML. */
export interface PageFetcher {
  /** ValidationError when the page cannot be read: unreachable, not HTML, too large, or not public. */
  fetchHtml(url: string): Promise<string>
}
