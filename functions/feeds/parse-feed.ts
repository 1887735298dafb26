/** One article as a publication's feed states it: read once, whatever the feed repeats. */
export interface FeedArticle {
  /** The canonical link (absolute, no fragment, no tracking parameters); the guid if there is none. */
  link: string
  title: string
  published?: string
  categories: string[]
  summary: string
  people: string[]
  organisation?: string
}

export interface ReadFeed {
  title: string
  siteUrl?: string
  language?: string
  articles: FeedArticle[]
}

export const FEED_UNREADABLE = 'That is not an RSS or Atom feed'

/** Reads a feed's bytes in the encoding it declares (BOM, XML declaration, Content-Type, else sniffed). */
export function decodeFeed(bytes: Uint8Array, contentType?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes)
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512))
  const declared =
    /^<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head.trimStart())?.[1] ??
    /charset=([\w.:-]+)/i.exec(contentType ?? '')?.[1]
  if (declared && !/^utf-?8$/i.test(declared)) {
    try {
      return new TextDecoder(declared).decode(bytes)
    } catch {}
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    // Undeclared Latin-1 bytes (they exist: UOL's feed) read as Windows-1252, its superset.
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

const TRACKING = /^(?:utm_\w+|fbclid|gclid|mc_cid|mc_eid|cmpid|ncid)$/i

/** An item's link made absolute, without fragment or tracking parameters, so repeats collapse. */
export function canonicalLink(raw: string | null | undefined, base?: string | null): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  try {
    const url = unwrapRedirect(new URL(value, base ?? undefined))
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return value
    url.hash = ''
    for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key)
    return url.toString()
  } catch {
    return value
  }
}

// Aggregators link through their redirectors ("…/redir/…/*https://site/story", Google's /url?url=…):
// the story is the link after them.
function unwrapRedirect(url: URL): URL {
  const starred = /\*(https?:\/\/.+)$/.exec(url.href)?.[1]
  const param =
    /(^|\.)google\.[a-z.]+$/.test(url.hostname) && url.pathname === '/url'
      ? (url.searchParams.get('url') ?? url.searchParams.get('q'))
      : null
  const target = starred ?? param
  if (!target) return url
  try {
    return new URL(target)
  } catch {
    return url
  }
}
