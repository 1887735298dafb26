import { createHash } from 'node:crypto'
import { ImportJournalistRow, type ImportReport } from '../../shared/contracts/journalist-import'
import type { Journalist } from '../../shared/domain/journalists'
import type { Deps } from '../ports/deps'
import type { SearchIndex } from '../ports/search-index'
import { parseCsv } from './csv'
import { articleUrlHash, toRecord } from './journalist-record'
import { loadAllJournalists, SEARCH_INDEX_NAME } from './journalists'

/**
 * Imports journalists: every row is validated on its own and the report names each rejected row with
 * its reason; the valid rows are written (an upsert by a stable key, so importing the same file twice
 * changes nothing) and the search index version is bumped so running indexes rebuild.
 */
export async function importJournalists(
  deps: Pick<Deps, 'store' | 'now'> & { search: Pick<SearchIndex, 'publish'> },
  rows: unknown[],
): Promise<ImportReport> {
  const accepted: Journalist[] = []
  const rejected: ImportReport['rejected'] = []
  rows.forEach((row, index) => {
    const parsed = ImportJournalistRow.safeParse(row)
    if (parsed.success) accepted.push(toJournalist(parsed.data))
    else rejected.push({ row: index + 1, reason: describe(parsed.error.issues[0]) })
  })
  const version = await writeJournalists(deps, accepted)
  // Indexed once here, so no search container has to (decision 010).
  if (version !== undefined) await deps.search.publish(version, await loadAllJournalists(deps))
  return { imported: accepted.length, rejected }
}

/** Upserts the journalists and bumps the search index version; returns the new version. */
export async function writeJournalists(
  deps: Pick<Deps, 'store' | 'now'>,
  journalists: Journalist[],
): Promise<number | undefined> {
  if (journalists.length === 0) return undefined
  const now = deps.now().toISOString()
  const { unprocessed } = await deps.store.journalists
    .put(journalists.map((j) => toRecord(j, now)))
    .go({ concurrency: 8 })
  if (unprocessed.length) throw new Error(`DynamoDB left ${unprocessed.length} journalists unwritten`)
  const { data } = await deps.store.searchIndexVersion
    .upsert({ name: SEARCH_INDEX_NAME })
    .add({ version: 1 })
    .go({ response: 'all_new' })
  return data.version
}

function toJournalist(row: ImportJournalistRow): Journalist {
  const articles = [...row.articles]
    .sort((a, b) => b.published_date.localeCompare(a.published_date))
    .map((a) => ({ ...a, id: articleUrlHash(a.url).slice(0, 16) }))
  return {
    id: row.id ?? stableId(row),
    full_name: row.full_name,
    publication: row.publication,
    bio: row.bio ?? '',
    beat: row.beat ?? '',
    location: row.location ?? '',
    topics: row.topics,
    email: row.email?.toLowerCase() ?? null,
    email_verified_at: row.email_verified_at ?? null,
    twitter: row.twitter ?? null,
    linkedin: row.linkedin ?? null,
    response_rate: row.response_rate,
    last_article_at: articles[0]?.published_date ?? null,
    articles,
    source: 'import',
  }
}

/** Without an id, the same person at the same publication is the same record on every import. */
function stableId(row: ImportJournalistRow) {
  const key = `${row.full_name.toLowerCase()}|${row.publication.toLowerCase()}`
  return `j-${createHash('sha256').update(key).digest('hex').slice(0, 20)}`
}

function describe(issue: { path: PropertyKey[]; message: string } | undefined) {
  if (!issue) return 'invalid row'
  const path = issue.path.map(String).join('.')
  return path && !issue.message.includes(path) ? `${path}: ${issue.message}` : issue.message
}

/**
 * The rows of an import file. JSON: an array of journalist objects. CSV: a header row naming the fields;
 * `topics` separated by ";", `articles` one per line as "YYYY-MM-DD | title | url".
 */
export async function readImportFile(name: string, content: string): Promise<unknown[]> {
  if (name.toLowerCase().endsWith('.json')) {
    const data: unknown = JSON.parse(content)
    if (!Array.isArray(data)) throw new Error('A JSON import file holds an array of journalists')
    return data
  }
  const [header, ...rows] = await parseCsv(content)
  if (!header) return []
  const names = header.cells.map((h) => h.trim())
  return rows.map(({ cells }) => {
    const row: Record<string, unknown> = {}
    names.forEach((name, i) => {
      const cell = (cells[i] ?? '').trim()
      if (cell === '') return
      if (name === 'topics')
        row.topics = cell
          .split(';')
          .map((t) => t.trim())
          .filter(Boolean)
      else if (name === 'articles')
        row.articles = cell
          .split(/\r?\n/)
          .filter((l) => l.trim())
          .map(parseArticleLine)
      else row[name] = cell
    })
    return row
  })
}

function parseArticleLine(line: string) {
  const [published_date, title, url] = line.split('|').map((part) => part.trim())
  return { published_date, title, url }
}
