import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FEEDS_CORPUS, hasFeedsCorpus } from './corpus'
import { canonicalLink, decodeFeed, FEED_UNREADABLE } from './parse-feed'
import { readFeed } from './read-feed'

interface ExpectedItem {
  link: string | null
  url?: string
  guid: string | null
  people: string[]
  alternatives?: string[][]
  duplicate_of?: number
  same_article_as?: number
}
interface ExpectedFeed {
  file: string
  counts: { items: number; duplicates: number }
  items: ExpectedItem[]
}

const nameKey = (s: string) =>
  s.normalize('NFKC').toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim()
const names = (list: string[]) => [...new Set(list.map(nameKey))].sort()

describe('reading a feed', () => {
  it('collapses an item the feed repeats, by canonical link', () => {
    const rss = `<rss version="2.0"><channel><title>Daily</title><link>https://daily.example/</link>
      <item><title>A</title><link>https://daily.example/a?utm_source=rss#top</link><author>x@daily.example (Ada Byron)</author></item>
      <item><title>A again</title><link>https://daily.example/a</link></item></channel></rss>`
    const feed = readFeed(rss)
    expect(feed.articles).toHaveLength(1)
    expect(feed.articles[0]).toMatchObject({ link: 'https://daily.example/a', people: ['Ada Byron'] })
  })

  it('refuses what is not a feed', () => {
    expect(() => readFeed('<html><body>hello</body></html>')).toThrow(FEED_UNREADABLE)
  })
})

describe.skipIf(!hasFeedsCorpus)('every feed of ../shared/feeds-corpus', () => {
  const expected = hasFeedsCorpus
    ? (JSON.parse(readFileSync(`${FEEDS_CORPUS}/expected.json`, 'utf8')).feeds as ExpectedFeed[])
    : []

  it.each(expected.map((f) => [f.file, f] as const))('%s: each item once, with its people', (_file, feed) => {
    const read = readFeed(decodeFeed(readFileSync(`${FEEDS_CORPUS}/${feed.file}`)))
    expect(read.articles).toHaveLength(feed.counts.items - feed.counts.duplicates)
    const byLink = new Map(read.articles.map((a) => [a.link, a]))
    for (const item of feed.items) {
      if (item.duplicate_of !== undefined || item.same_article_as !== undefined) continue
      const article = byLink.get(canonicalLink(item.url ?? item.link ?? item.guid) ?? '')
      expect(article, item.url ?? item.link ?? '').toBeDefined()
      const acceptable = [item.people, ...(item.alternatives ?? [])].map(names)
      expect(acceptable).toContainEqual(names(article?.people ?? []))
    }
  })
})
