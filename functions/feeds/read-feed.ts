import { parseFeed } from '@rowanmanning/feed-parser'
import { Parser as HtmlParser } from 'htmlparser2'
import { bylines, repairMojibake } from './bylines'
import { canonicalLink, FEED_UNREADABLE, type FeedArticle, type ReadFeed } from './parse-feed'

// The feed parser and the HTML reader (about 215 kB bundled, with fast-xml-parser and the entity
// tables): only reading a feed loads this module (`await import('./read-feed')` in feeds.ts), so the
// functions that wire feeds (discovery, journalists) do not parse it at their cold start (decision 044).

const SUMMARY_CHARS = 400

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

function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim()
  let text = ''
  const parser = new HtmlParser({ ontext: (t) => (text += t) }, { decodeEntities: true })
  parser.write(html)
  parser.end()
  return text.replace(/\s+/g, ' ').trim()
}
