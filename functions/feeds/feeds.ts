import { createHash } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import type { FeedReadRequested, FeedsDue } from '../../events/feed-messages'
import type { AddFeedRequest, FeedStatus } from '../../shared/contracts/feeds'
import { FEEDS_DUE_EVERY_MINUTES, isFeedDue, nextFeedRead } from '../../shared/domain/feeds'
import { articleUrlHash } from '../journalists/journalist-record'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { FeedFetchError, type FeedResponse } from '../ports/feed-fetcher'
import { isConditionFailure } from '../store/conditions'
import type { Store } from '../store/store'
import { canonicalLink, decodeFeed, FEED_UNREADABLE, type FeedArticle, type ReadFeed } from './parse-feed'

type FeedRecord = EntityItem<Store['feeds']>
/**
 * What a read hands on, with the feed they came from: every article it read (`all`), and those it saw
 * for the first time (`fresh`).
 */
export type ArticlesRead = (
  deps: Pick<Deps, 'store' | 'now' | 'search'>,
  feed: FeedRecord,
  read: { all: FeedArticle[]; fresh: FeedArticle[] },
) => Promise<void>
type ReadDeps = Pick<Deps, 'store' | 'now' | 'search'>
type FeedDeps = ReadDeps & Pick<Deps, 'feedFetcher'>

export const OPERATOR = 'operator'
const ARTICLE_WRITES_AT_ONCE = 10

/** The same address is the same feed, whoever adds it. */
export const feedIdOf = (url: string) =>
  `f-${createHash('sha256')
    .update(canonicalLink(url) ?? url)
    .digest('hex')
    .slice(0, 20)}`

/**
 * Adds a feed (or finds the one already there) and asks the reader to read it now: its status says
 * "reading" until the read is done. The read is the reader's, not the request's: a feed and the index
 * it refreshes can take longer than an API call may.
 */
export async function addFeed(
  deps: Pick<Deps, 'store' | 'now' | 'feedQueue'>,
  input: AddFeedRequest & { addedBy: string },
): Promise<FeedStatus> {
  const feedId = await registerFeed(deps, input)
  const { data } = await deps.store.feeds
    .patch({ feed_id: feedId })
    .set({ read_requested_at: deps.now().toISOString() })
    .go({ response: 'all_new' })
  await deps.feedQueue.enqueue([{ type: 'FeedReadRequested', version: 1, feedId }])
  return toStatus(data as FeedRecord)
}

/** The feed of this address, made unless it exists; an audience given is kept (a newer one replaces it). */
export async function registerFeed(
  deps: Pick<Deps, 'store' | 'now'>,
  input: AddFeedRequest & { addedBy: string },
): Promise<string> {
  const feedId = await createFeedOnce(deps, input.url, input.addedBy, deps.now(), input.publication)
  if (input.audience) await deps.store.feeds.patch({ feed_id: feedId }).set({ audience: input.audience }).go()
  return feedId
}

export async function listFeeds(deps: Pick<Deps, 'store'>): Promise<FeedStatus[]> {
  // Every feed: FEEDS / FEED#*.
  const { data } = await deps.store.feeds.query.all({}).go({ pages: 'all' })
  return data.map(toStatus).sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
}

/**
 * Reads one feed: a conditional GET, then every item it has not seen kept once as an article. A
 * failure is the feed's status (its message, the next read put off further), not an error: the
 * reader's queue should not retry what the schedule will.
 */
export async function readFeedNow(
  deps: FeedDeps,
  feedId: string,
  onRead?: ArticlesRead,
): Promise<FeedStatus> {
  const feed = await getFeed(deps, feedId)
  const now = deps.now()
  let response: FeedResponse
  try {
    response = await deps.feedFetcher.fetchFeed(feed.url, {
      ...(feed.etag ? { etag: feed.etag } : {}),
      ...(feed.last_modified ? { lastModified: feed.last_modified } : {}),
    })
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error
    return recordFailure(deps, feed, error.message)
  }
  if (response.status === 'not-modified') return recordSuccess(deps, feed, now, {})
  const { readFeed } = await import('./read-feed')
  let read: ReadFeed
  try {
    read = readFeed(decodeFeed(response.bytes, response.contentType), feed.url)
  } catch {
    return recordFailure(deps, feed, FEED_UNREADABLE)
  }
  const publication = feed.publication || read.title
  const fresh = await keepNewArticles(deps, { ...feed, publication }, read.articles, now)
  // What the stories bring (journalists, coverage) before the read counts as done: the feed says
  // "reading" until then, and a crash in between reads it again in full (its ETag not kept yet).
  if (onRead && read.articles.length)
    await onRead(deps, { ...feed, publication }, { all: read.articles, fresh })
  const status = await recordSuccess(deps, feed, now, {
    title: read.title,
    publication,
    items: read.articles.length,
    added: fresh.length,
    ...(response.etag ? { etag: response.etag } : {}),
    ...(response.lastModified ? { lastModified: response.lastModified } : {}),
  })
  return status
}

/**
 * A feed document saved to a file (the operator's `npm run import:feed -- FILE`): its articles kept
 * once and handed on like a read's, under no schedule (a file is not read again).
 */
export async function importFeedFile(
  deps: ReadDeps,
  file: { name: string; bytes: Uint8Array; publication?: string },
  onRead?: ArticlesRead,
) {
  const { readFeed } = await import('./read-feed')
  const read = readFeed(decodeFeed(file.bytes))
  const now = deps.now()
  const feed: FeedRecord = {
    feed_id: `file:${file.name}`,
    url: `file:${file.name}`,
    title: read.title,
    publication: file.publication || read.title,
    added_by: OPERATOR,
    added_at: now.toISOString(),
    items: read.articles.length,
    articles_added: 0,
    failures: 0,
    next_read_at: now.toISOString(),
  }
  const fresh = await keepNewArticles(deps, feed, read.articles, now)
  if (onRead && read.articles.length) await onRead(deps, feed, { all: read.articles, fresh })
  return { title: read.title, items: read.articles.length, added: fresh.length }
}

/** Each article once: a conditional create on its link's hash, so repeats and retries add nothing. */
async function keepNewArticles(deps: ReadDeps, feed: FeedRecord, articles: FeedArticle[], now: Date) {
  const readAt = now.toISOString()
  const keepOne = async (article: FeedArticle) => {
    try {
      await deps.store.feedArticles
        .create({
          article_id: articleUrlHash(article.link).slice(0, 32),
          feed_id: feed.feed_id,
          publication: feed.publication,
          link: article.link,
          title: article.title,
          ...(article.published ? { published: article.published } : {}),
          categories: article.categories,
          summary: article.summary,
          people: article.people,
          ...(article.organisation ? { organisation: article.organisation } : {}),
          read_at: readAt,
        })
        .go()
      return article
    } catch (error) {
      if (isConditionFailure(error)) return undefined
      throw error
    }
  }
  // A few writes at a time: many feeds are read at once, beside the API, on the same table.
  const kept: (FeedArticle | undefined)[] = []
  for (let i = 0; i < articles.length; i += ARTICLE_WRITES_AT_ONCE)
    kept.push(...(await Promise.all(articles.slice(i, i + ARTICLE_WRITES_AT_ONCE).map(keepOne))))
  return kept.filter((a): a is FeedArticle => a !== undefined)
}

async function recordSuccess(
  deps: ReadDeps,
  feed: FeedRecord,
  now: Date,
  read: {
    title?: string
    publication?: string
    items?: number
    added?: number
    etag?: string
    lastModified?: string
  },
) {
  const { data } = await deps.store.feeds
    .patch({ feed_id: feed.feed_id })
    .set({
      last_read_at: now.toISOString(),
      last_success_at: now.toISOString(),
      failures: 0,
      next_read_at: nextFeedRead(now, 0).toISOString(),
      ...(read.title ? { title: read.title } : {}),
      ...(read.publication ? { publication: read.publication } : {}),
      ...(read.items !== undefined ? { items: read.items } : {}),
      ...(read.etag ? { etag: read.etag } : {}),
      ...(read.lastModified ? { last_modified: read.lastModified } : {}),
    })
    .add({ articles_added: read.added ?? 0 })
    .remove(['last_error'])
    .go({ response: 'all_new' })
  return toStatus(data as FeedRecord)
}

async function recordFailure(deps: ReadDeps, feed: FeedRecord, message: string) {
  const now = deps.now()
  const failures = feed.failures + 1
  const { data } = await deps.store.feeds
    .patch({ feed_id: feed.feed_id })
    .set({
      last_read_at: now.toISOString(),
      last_error: message,
      failures,
      next_read_at: nextFeedRead(now, failures).toISOString(),
    })
    .go({ response: 'all_new' })
  return toStatus(data as FeedRecord)
}

/**
 * FeedsDue: adds the operator's configured feeds (once), then puts one FeedReadRequested on the feed
 * queue per feed whose next read has come. On the embedded stack it also books the next FeedsDue.
 */
export async function fanOutDueFeeds(
  deps: Pick<Deps, 'store' | 'now' | 'feedQueue' | 'scheduler'>,
  message: FeedsDue,
  configured: string[] = [],
) {
  const now = deps.now()
  for (const url of configured) await createFeedOnce(deps, url, OPERATOR, now)
  const feeds = await listFeeds(deps)
  const due = feeds.filter((f) => isFeedDue({ next_read_at: f.nextReadAt }, now))
  for (let i = 0; i < due.length; i += 10)
    await deps.feedQueue.enqueue(
      due.slice(i, i + 10).map((f) => ({ type: 'FeedReadRequested', version: 1, feedId: f.id })),
    )
  if (message.everyMinutes) await scheduleFeedsDue(deps, message.everyMinutes, now)
  return due.length
}

/** The embedded stack's stand-in for the recurring schedule: one FeedsDue per slot, named by it. */
export async function scheduleFeedsDue(
  deps: Pick<Deps, 'scheduler'>,
  everyMinutes = FEEDS_DUE_EVERY_MINUTES,
  now = new Date(),
) {
  const slotMs = everyMinutes * 60_000
  const next = new Date((Math.floor(now.getTime() / slotMs) + 1) * slotMs)
  await deps.scheduler.schedule(`feeds-due-${next.toISOString()}`, next, {
    type: 'FeedsDue',
    version: 1,
    everyMinutes,
  })
}

export function readRequestedFeed(deps: FeedDeps, message: FeedReadRequested, onRead?: ArticlesRead) {
  return readFeedNow(deps, message.feedId, onRead)
}

/** A feed record for this address unless one exists; its first read is due at once. */
async function createFeedOnce(
  deps: Pick<Deps, 'store'>,
  url: string,
  addedBy: string,
  now: Date,
  publication = '',
) {
  const canonical = canonicalLink(url) ?? url
  const feedId = feedIdOf(canonical)
  await deps.store.feeds
    .create({
      feed_id: feedId,
      url: canonical,
      publication,
      added_by: addedBy,
      added_at: now.toISOString(),
      next_read_at: now.toISOString(),
    })
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
  return feedId
}

async function getFeed(deps: Pick<Deps, 'store'>, feedId: string) {
  const { data } = await deps.store.feeds.get({ feed_id: feedId }).go()
  if (!data) throw new NotFoundError('Feed not found')
  return data
}

function toStatus(feed: FeedRecord): FeedStatus {
  return {
    id: feed.feed_id,
    url: feed.url,
    title: feed.title || feed.url,
    publication: feed.publication || feed.title || new URL(feed.url).hostname,
    addedAt: feed.added_at,
    lastReadAt: feed.last_read_at ?? null,
    lastSuccessAt: feed.last_success_at ?? null,
    items: feed.items,
    articlesAdded: feed.articles_added,
    lastError: feed.last_error ?? null,
    nextReadAt: feed.next_read_at,
    audience: feed.audience ?? null,
    reading: Boolean(
      feed.read_requested_at && (!feed.last_read_at || feed.read_requested_at > feed.last_read_at),
    ),
  }
}
