import { parseFeed } from '@rowanmanning/feed-parser'
import { Parser as HtmlParser } from 'htmlparser2'
import { bylines, repairMojibake } from './bylines'

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
const SUMMARY_CHARS = 400

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

/** Parses RSS 0.9x/1.0/2.0 or Atom with @rowanmanning/feed-parser; throws FEED_UNREADABLE otherwise. */
export function readFeed(text: string, feedUrl?: string): ReadFeed {
  let feed: ReturnType<typeof parseFeed>
  try {
    feed = parseFeed(text)
  } catch {
    throw new Error(FEED_UNREADABLE)
  }
  const base = feed.self ?? feedUrl
  const seen = new Set<string>()
  const articles: FeedArticle[] = []
  for (const item of feed.items) {
    const link = canonicalLink(item.url ?? item.id, base)
    if (!link || seen.has(link)) continue
    seen.add(link)
    const credit = creditOf(item, feed.meta.type === 'atom')
    const published = item.published ?? item.updated
    articles.push({
      link,
      title: plainText(repairMojibake(item.title ?? '')).slice(0, 300) || link,
      ...(published && !Number.isNaN(published.getTime()) ? { published: published.toISOString() } : {}),
      categories: [
        ...new Set(item.categories.map((c) => repairMojibake(c.label ?? c.term).trim()).filter(Boolean)),
      ],
      summary: plainText(repairMojibake(item.description ?? '')).slice(0, SUMMARY_CHARS),
      people: credit.people,
      ...(credit.organisation ? { organisation: credit.organisation } : {}),
    })
  }
  return {
    title: plainText(feed.title ?? '') || (feedUrl ?? ''),
    ...(feed.url ? { siteUrl: feed.url } : {}),
    ...(feed.language ? { language: feed.language } : {}),
    articles,
  }
}

type Item = ReturnType<typeof parseFeed>['items'][number]

// RSS items do not inherit the channel's authors (the parser would lend them the managingEditor);
// Atom entries do (RFC 4287 §4.2.1). RSS fields are read raw so "jane@example.com (Jane Doe)" and
// "By JANE DOE" reach the byline reader as the feed wrote them.
function creditOf(item: Item, atom: boolean) {
  const fields = atom
    ? item.authors.map((a) => a.name ?? a.email ?? '')
    : [...item.element.findElementsWithName('author'), ...item.element.findElementsWithName('creator')].map(
        (e) => plainText(e.textContent),
      )
  const people: string[] = []
  let organisation: string | undefined
  for (const field of fields) {
    const read = bylines(field)
    for (const person of read.people) if (!people.includes(person)) people.push(person)
    organisation ??= read.organisation
  }
  return { people, organisation }
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

function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim()
  let text = ''
  const parser = new HtmlParser({ ontext: (t) => (text += t) }, { decodeEntities: true })
  parser.write(html)
  parser.end()
  return text.replace(/\s+/g, ' ').trim()
}
