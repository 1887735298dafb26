/** The messages of a page that cannot be read (a ValidationError), which callers may tell apart. */
export const PAGE_UNREADABLE = 'Could not read that article link'
export const PAGE_NOT_PUBLIC = `${PAGE_UNREADABLE}: it is not a public page`

/** Reads a public web page (an article a founder pasted) as HTML. */
export interface PageFetcher {
  /** ValidationError when the page cannot be read: unreachable, not HTML, too large, or not public. */
  fetchHtml(url: string): Promise<string>
}
