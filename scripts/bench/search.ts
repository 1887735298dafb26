// npm run bench:search: relevance (nDCG@10 over the relevance set), index build time, memory and
// query latency of the search index at 2,000 and 100,000 journalists, beside SQLite FTS5 (bm25) on
// the same corpus and queries. Run with --expose-gc (the npm script does) for the memory figures.
import Database from 'better-sqlite3'
import { buildSearchIndex } from '../../functions/discovery/search-engine'
import { DEMO_REFERENCE_DATE, generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import type { Journalist } from '../../shared/domain/journalists'
import { ndcgAt, relevanceSet } from './relevance-set'

interface Engine {
  name: string
  buildMs: number
  memoryMb: number
  top10: (query: string) => string[]
}

const now = () => new Date(`${DEMO_REFERENCE_DATE}T12:00:00Z`)
const gc = () => (globalThis as { gc?: () => void }).gc?.()
/** JavaScript heap plus typed-array buffers, which live outside it. */
const heapMb = () => {
  gc()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return (heapUsed + arrayBuffers) / 2 ** 20
}

function pressroomEngine(corpus: Journalist[]): Engine {
  const before = heapMb()
  const started = performance.now()
  const index = buildSearchIndex(corpus, { now })
  const buildMs = performance.now() - started
  return {
    name: 'Pressroom index (BM25+, query parsing)',
    buildMs,
    memoryMb: heapMb() - before,
    top10: (query) =>
      index.search({ query, filters: {}, sort: 'relevance', size: 10, from: 0 }).journalists.map((j) => j.id),
  }
}

function sqliteEngine(corpus: Journalist[]): Engine {
  const started = performance.now()
  const db = new Database(':memory:')
  db.exec(`CREATE VIRTUAL TABLE j USING fts5(id UNINDEXED, full_name, topics, beat, publication, location, bio, titles,
           tokenize = 'porter unicode61')`)
  const insert = db.prepare('INSERT INTO j VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  db.transaction(() => {
    for (const x of corpus) {
      insert.run(
        x.id,
        x.full_name,
        x.topics.join(' '),
        x.beat,
        x.publication,
        x.location,
        x.bio,
        x.articles.map((a) => a.title).join(' '),
      )
    }
  })()
  const buildMs = performance.now() - started
  const pages =
    Number(db.pragma('page_count', { simple: true })) * Number(db.pragma('page_size', { simple: true }))
  // Same field weights as the Pressroom index; any query word may match, ranked by bm25.
  const select = db.prepare(
    `SELECT id FROM j WHERE j MATCH ? ORDER BY bm25(j, 0, 3, 2.5, 2, 1.5, 1.5, 1, 1.5) LIMIT 10`,
  )
  return {
    name: 'SQLite FTS5 bm25 (baseline)',
    buildMs,
    memoryMb: pages / 2 ** 20,
    top10: (query) => {
      const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
      if (words.length === 0) return []
      return (select.all(words.map((w) => `"${w}"`).join(' OR ')) as { id: string }[]).map((r) => r.id)
    },
  }
}

function measure(engine: Engine, corpus: Journalist[], rounds: number) {
  const byId = new Map(corpus.map((j) => [j.id, j]))
  const judged = relevanceSet(corpus)
  const ndcg = judged.map(({ query, grade }) => {
    const ranked = engine.top10(query).map((id) => grade(byId.get(id) as Journalist))
    const score = ndcgAt(10, ranked, corpus.map(grade))
    if (verbose) console.error(`  ${score.toFixed(2)}  ${ranked.join('').padEnd(10)}  ${query}`)
    return score
  })
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const { query } of judged) {
      const started = performance.now()
      engine.top10(query)
      times.push(performance.now() - started)
    }
  }
  times.sort((a, b) => a - b)
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0
  return {
    ndcg: ndcg.reduce((a, b) => a + b, 0) / ndcg.length,
    p50: percentile(0.5),
    p95: percentile(0.95),
    queries: judged.length,
  }
}

/** --verbose: each query's nDCG@10 and the grades of its top ten, on stderr. */
const verbose = process.argv.includes('--verbose')
const rows: string[] = []
for (const size of [2_000, 100_000]) {
  const corpus = generateDemoJournalists(size)
  for (const make of [pressroomEngine, sqliteEngine]) {
    const engine = make(corpus)
    const m = measure(engine, corpus, size > 10_000 ? 3 : 10)
    rows.push(
      `| ${size.toLocaleString('en')} | ${engine.name} | ${m.ndcg.toFixed(3)} | ${engine.buildMs.toFixed(0)} | ${engine.memoryMb.toFixed(1)} | ${m.p50.toFixed(2)} | ${m.p95.toFixed(2)} |`,
    )
    console.error(`measured ${engine.name} at ${size} journalists`)
  }
}
console.log(
  `Search benchmark, ${relevanceSet(generateDemoJournalists(10)).length} judged queries, node ${process.version}\n`,
)
console.log('| journalists | engine | nDCG@10 | build ms | memory MB | p50 ms | p95 ms |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
