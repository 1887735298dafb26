import { createHash } from 'node:crypto'
import { type Article, type Journalist, samePublication } from '../../shared/domain/journalists'
import { sameName } from '../discovery/article-author'
import { writeJournalists } from '../journalists/import-journalists'
import { articleUrlHash, toJournalist } from '../journalists/journalist-record'
import { loadAllJournalists } from '../journalists/journalists'
import type { Deps } from '../ports/deps'
import type { ArticlesRead } from './feeds'
import type { FeedArticle } from './parse-feed'

/** A journalist keeps this many recent articles (the newest), as the demo and imports do. */
const RECENT_ARTICLES = 20
const TOPICS = 10

/**
 * The people of new articles, kept current: the same name at the same publication is the journalist
 * already known (demo, import or feed); anyone else becomes a journalist found from a feed, with no
 * e-mail and no topics but the categories of what they wrote. Search sees the change at once: the
 * index is published here, as an import publishes it (decision 010).
 */
type NewArticles = (
  deps: Parameters<ArticlesRead>[0],
  feed: Parameters<ArticlesRead>[1],
  articles: FeedArticle[],
) => Promise<void>

export const updateJournalistsFromArticles: NewArticles = (deps, feed, articles) => {
  // One at a time in a process: each ends in a whole-index publish, which several at once would only
  // slow down (and each would match people against an index about to change).
  const turn = queue.then(() => update(deps, feed, articles))
  queue = turn.catch(() => undefined)
  return turn
}
let queue: Promise<unknown> = Promise.resolve()

const update: NewArticles = async (deps, feed, articles) => {
  const byPerson = new Map<string, { name: string; articles: FeedArticle[] }>()
  for (const article of articles)
    for (const name of article.people) {
      const key = name.normalize('NFKC').toLowerCase()
      const entry = byPerson.get(key) ?? { name, articles: [] }
      entry.articles.push(article)
      byPerson.set(key, entry)
    }
  if (byPerson.size === 0) return
  const changed: Journalist[] = []
  for (const { name, articles: theirs } of byPerson.values()) {
    const known = await findJournalist(deps, name, feed.publication)
    const fresh = !known || known.source === 'feed'
    changed.push(
      merge(known ?? newJournalist(name, feed.publication), theirs, fresh, deps.now().toISOString()),
    )
  }
  const version = await writeJournalists(deps, changed)
  if (version !== undefined) await deps.search.publish(version, await loadAllJournalists(deps))
}

/** Same name (accents, case and punctuation aside) at the same publication. */
async function findJournalist(
  deps: Pick<Deps, 'store' | 'search'>,
  name: string,
  publication: string,
): Promise<Journalist | undefined> {
  const candidates = await deps.search.named(name)
  const match = candidates.find(
    (c) => sameName(c.full_name, name) && samePublication(c.publication, publication),
  )
  if (!match) return undefined
  const { data } = await deps.store.journalists.get({ journalist_id: match.id }).go()
  return data ? toJournalist(data) : undefined
}

/** The id an import would give the same person at the same publication, so neither duplicates the other. */
export function journalistIdOf(name: string, publication: string) {
  const key = `${name.toLowerCase()}|${publication.toLowerCase()}`
  return `j-${createHash('sha256').update(key).digest('hex').slice(0, 20)}`
}

function newJournalist(name: string, publication: string): Journalist {
  return {
    id: journalistIdOf(name, publication),
    full_name: name,
    publication,
    bio: '',
    beat: '',
    location: '',
    topics: [],
    email: null,
    email_verified_at: null,
    twitter: null,
    linkedin: null,
    response_rate: 0,
    last_article_at: null,
    articles: [],
    source: 'feed',
  }
}

/** Their new articles added (each once), newest first; a feed journalist's topics from categories. */
function merge(
  journalist: Journalist,
  articles: FeedArticle[],
  takeCategories: boolean,
  readAt: string,
): Journalist {
  const added: Article[] = articles.map((a) => ({
    id: articleUrlHash(a.link).slice(0, 16),
    title: a.title,
    url: a.link,
    published_date: (a.published ?? readAt).slice(0, 10),
  }))
  const seen = new Set<string>()
  const all = [...added, ...journalist.articles]
    .filter((a) => !seen.has(a.id) && Boolean(seen.add(a.id)))
    .sort((a, b) => b.published_date.localeCompare(a.published_date))
    .slice(0, RECENT_ARTICLES)
  const topics = takeCategories
    ? [...new Set([...journalist.topics, ...articles.flatMap((a) => a.categories)])].slice(0, TOPICS)
    : journalist.topics
  const latest = all[0]?.published_date ?? null
  const last =
    journalist.last_article_at && latest && journalist.last_article_at > latest
      ? journalist.last_article_at
      : latest
  return { ...journalist, articles: all, topics, last_article_at: last }
}
