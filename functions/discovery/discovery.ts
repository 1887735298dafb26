import { randomUUID } from 'node:crypto'
import {
  type ByArticleResponse,
  type ExportLink,
  type SavedSearch,
  type SaveSearchRequest,
  SearchFilters,
  type SearchQuery,
  type SearchResponse,
  type Suggestion,
} from '../../shared/contracts/discovery'
import type * as z from '../../shared/contracts/zod'
import { toCsv } from '../journalists/csv'
import { getJournalist, searchIndexVersion } from '../journalists/journalists'
import { NotFoundError } from '../platform/errors'
import { byCreation, sortedBy } from '../platform/paging'
import { TEMPORARY_PREFIXES } from '../platform/temporary-files'
import type { Deps } from '../ports/deps'
import { findPageAuthor } from './article-author'

/** What the discovery use cases read: the search index port. */
type SearchDeps = Pick<Deps, 'store' | 'blobs' | 'now' | 'search'>

/**
 * Loads the search index a cold start has not loaded yet, as a search would (routes that search start
 * it beside the sign-in check: the index holds no founder's data).
 */
export const loadSearchIndex = (deps: Pick<Deps, 'search'>) => deps.search.ready()

/** Said by a search that finds nobody because no journalist has been loaded at all yet. */
export const NO_JOURNALISTS_YET =
  'No journalists are loaded yet: the demo journalists (or an import) are on their way. Search again in a moment.'

/**
 * A search of the index. One that finds nobody in a database no journalist was ever written to (a fresh
 * `npm start` serves its first page while the demo journalists load) says so, rather than that nobody
 * matches.
 */
export async function searchJournalists(deps: SearchDeps, params: SearchQuery): Promise<SearchResponse> {
  const response = await deps.search.search(params)
  if (response.total > 0 || (await searchIndexVersion(deps)) > 0) return response
  const notices = [NO_JOURNALISTS_YET, ...(response.metadata.notices ?? [])]
  return { ...response, metadata: { ...response.metadata, notices } }
}

export async function suggest(
  deps: SearchDeps,
  params: { q: string; type: Suggestion['type'] | 'all'; limit: number },
): Promise<Suggestion[]> {
  return deps.search.suggest(params)
}

export const EXPORT_COLUMNS = [
  'Name',
  'Publication',
  'Email',
  'Beat',
  'Location',
  'Topics',
  'Response Rate',
  'Twitter',
  'LinkedIn',
  'Last Article',
  'Recent Articles',
]

/** How long an export's download link works. */
export const EXPORT_LINK_SECONDS = 15 * 60

/**
 * All journalists of a search (or the selected ones among them) as CSV, safe to open in a spreadsheet:
 * the file itself when it is small, else a link to it in the assets bucket (a response of Lambda's
 * holds at most 6 MB, and 20,000 journalists already make 6 MiB).
 */
export async function exportJournalists(
  deps: SearchDeps,
  params: { query: string; filters: SearchQuery['filters']; journalistIds?: string[] },
  settings: { inlineBytes: number },
): Promise<{ csv: string } | { link: ExportLink }> {
  const wanted = params.journalistIds && new Set(params.journalistIds)
  const journalists = (await deps.search.matchAll({ query: params.query, filters: params.filters })).filter(
    (j) => !wanted || wanted.has(j.id),
  )
  const csv = toCsv(
    EXPORT_COLUMNS,
    journalists.map((j) => [
      j.full_name,
      j.publication,
      j.email,
      j.beat,
      j.location,
      j.topics.join('; '),
      j.response_rate,
      j.twitter,
      j.linkedin,
      j.last_article_at,
      j.recent_articles.map((a) => `${a.published_date} ${a.title}`).join('\n'),
    ]),
  )
  const bytes = Buffer.byteLength(csv)
  if (bytes <= settings.inlineBytes) return { csv }
  // A key nobody can guess, under a prefix the bucket empties after a day (temporary-files.ts).
  const key = `${TEMPORARY_PREFIXES.exports}${randomUUID()}/journalists.csv`
  await deps.blobs.putText(key, csv, 'text/csv; charset=utf-8')
  const url = await deps.blobs.signedGetUrl(key, {
    seconds: EXPORT_LINK_SECONDS,
    filename: 'journalists.csv',
  })
  const expires = new Date(deps.now().getTime() + EXPORT_LINK_SECONDS * 1000).toISOString()
  return { link: { url, filename: 'journalists.csv', rows: journalists.length, bytes, expires_at: expires } }
}

// A user's saved searches, newest first (USER#<id> / SAVED_SEARCH#*).
export async function listSavedSearches(deps: Pick<Deps, 'store'>, userId: string): Promise<SavedSearch[]> {
  const { data } = await deps.store.savedSearches.query.byUser({ user_id: userId }).go({ pages: 'all' })
  return sortedBy(data.map(toSavedSearch), savedSearchOrder, 'descending')
}

/** Newest first. */
export const savedSearchOrder = (search: SavedSearch) => byCreation(search.created_at, search.id)

export async function saveSearch(
  deps: Pick<Deps, 'store' | 'blobs' | 'now'>,
  userId: string,
  input: z.output<typeof SaveSearchRequest>,
): Promise<SavedSearch> {
  const { data } = await deps.store.savedSearches
    .create({
      user_id: userId,
      search_id: randomUUID(),
      name: input.name,
      query: input.query,
      filters: JSON.stringify(input.filters),
      created_at: deps.now().toISOString(),
    })
    .go()
  return toSavedSearch(data)
}

export async function deleteSavedSearch(deps: Pick<Deps, 'store'>, userId: string, searchId: string) {
  const { data } = await deps.store.savedSearches
    .delete({ user_id: userId, search_id: searchId })
    .go({ response: 'all_old' })
  if (!data) throw new NotFoundError('Saved search not found')
}

function toSavedSearch(record: {
  search_id: string
  name: string
  query: string
  filters: string
  created_at: string
}) {
  return {
    id: record.search_id,
    name: record.name,
    query: record.query,
    filters: SearchFilters.parse(JSON.parse(record.filters)),
    created_at: record.created_at,
  }
}

/**
 * Who wrote the article at a pasted link: the author of a known article, else the author the page
 * names (JSON-LD, meta tags, byline) matched to a journalist by name, preferring one who writes there.
 */
export async function findJournalistByArticle(
  deps: SearchDeps & Pick<Deps, 'pages'>,
  url: string,
): Promise<ByArticleResponse> {
  const index = deps.search
  const known = await index.authorOf(url)
  if (known) return { journalist: known, match: 'known_article', author: known.full_name }
  const author = findPageAuthor(await deps.pages.fetchHtml(url))
  if (!author) return { journalist: null, match: 'none', author: null }
  const host = new URL(url).hostname.replace(/^www\./, '')
  const namesakes = await index.named(author)
  // Few share a name: their full records (every article, not only the latest three) say who writes there.
  const records = await Promise.all(namesakes.map((j) => getJournalist(deps, j.id).catch(() => undefined)))
  const writesThere = namesakes.find((_, i) => records[i]?.articles.some((a) => a.url.includes(`//${host}/`)))
  const journalist = writesThere ?? namesakes[0]
  return journalist
    ? { journalist, match: 'page_metadata', author }
    : { journalist: null, match: 'none', author }
}
