// npm run bench:search: relevance (nDCG@10, P@10 and R@20 over the relevance set, overall, per kind
// of query and for its tuning and held-out halves), the known-item figures (a pasted or half-remembered
// headline: MRR and success@3 for its author), index build time, memory and query latency of the search
// index at 2,000 and 100,000 journalists, beside SQLite FTS5 (bm25) on the same corpus and queries. Run
// with --expose-gc (the npm script does) for the memory figures.
import os from 'node:os'
import { buildIndexData } from '../../functions/discovery/index-data'
import { buildSearchIndex, createSearchEngine } from '../../functions/discovery/search-engine'
import { DEMO_REFERENCE_DATE, generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import type { Journalist } from '../../shared/domain/journalists'
import { buildCorpusDataBeforeIssue40 } from './baseline/corpus-data-before-issue-40'
import { knownItemSet, scoreKnownItems, splitJudged } from './known-item-set'
import { relevanceSet, scoreQuery, summarise } from './relevance-set'
import { fts5Search, loadBetterSqlite3 } from './sqlite-baseline'

interface Engine {
  name: string
  buildMs: number
  memoryMb: number
  /** The ids of the first `k` results. */
  top: (query: string, k: number) => string[]
  /** The words of the query the engine says it did not understand, if it says. */
  notUnderstood?: (query: string) => string[]
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
    top: (query, k) =>
      index.search({ query, filters: {}, sort: 'relevance', size: k, from: 0 }).journalists.map((j) => j.id),
    notUnderstood: (query) =>
      index.search({ query, filters: {}, sort: 'relevance', size: 1, from: 0 }).metadata.parsed
        .notUnderstood ?? [],
  }
}

function sqliteEngine(corpus: Journalist[]): Engine {
  const Database = loadBetterSqlite3()
  const started = performance.now()
  const { db, top } = fts5Search(Database, corpus)
  const buildMs = performance.now() - started
  const pages =
    Number(db.pragma('page_count', { simple: true })) * Number(db.pragma('page_size', { simple: true }))
  return { name: 'SQLite FTS5 bm25 (baseline)', buildMs, memoryMb: pages / 2 ** 20, top }
}

/**
 * Index build, today's against the engine before issue 40 (no title pairs, no article days), built in
 * turns in this process with a collection before each, so both meet the same load: medians of wall
 * and CPU milliseconds (CPU time moves less when other processes share the cores).
 */
function buildTimes(corpus: Journalist[], rounds: number) {
  const builds = {
    before: () => createSearchEngine(buildIndexData(corpus, buildCorpusDataBeforeIssue40), { now }),
    today: () => buildSearchIndex(corpus, { now }),
  }
  const times = {
    before: { wall: [] as number[], cpu: [] as number[] },
    today: { wall: [] as number[], cpu: [] as number[] },
  }
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always inherits the other's garbage.
    const order = round % 2 ? (['today', 'before'] as const) : (['before', 'today'] as const)
    for (const which of order) {
      gc()
      const cpu = process.cpuUsage()
      const started = performance.now()
      builds[which]()
      times[which].wall.push(performance.now() - started)
      const used = process.cpuUsage(cpu)
      times[which].cpu.push((used.user + used.system) / 1000)
    }
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = sorted.length / 2
    return sorted.length % 2
      ? (sorted[Math.floor(middle)] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  }
  return {
    before: { wall: median(times.before.wall), cpu: median(times.before.cpu) },
    today: { wall: median(times.today.wall), cpu: median(times.today.cpu) },
  }
}

function measure(engine: Engine, corpus: Journalist[], rounds: number) {
  const byId = new Map(corpus.map((j) => [j.id, j]))
  const judged = relevanceSet(corpus)
  const scored = judged.map((q) => {
    const ids = engine.top(q.query, 20)
    const score = scoreQuery(q, ids, corpus, byId, q.notUnderstood && engine.notUnderstood?.(q.query))
    if (verbose) {
      const grades = ids.slice(0, 10).map((id) => q.grade(byId.get(id) as Journalist))
      console.error(`  ${score.ndcg.toFixed(2)}  ${grades.join('').padEnd(10)}  [${score.kind}] ${q.query}`)
    }
    return score
  })
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const { query } of judged) {
      const started = performance.now()
      engine.top(query, 10)
      times.push(performance.now() - started)
    }
  }
  times.sort((a, b) => a - b)
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0
  const understood = scored.filter((r) => r.understood !== undefined)
  const { tuning, heldOut } = splitJudged(scored)
  const items = knownItemSet(corpus)
  const knownItem = (variant: string) => {
    const chosen = items.filter((item) => item.variant === variant)
    return scoreKnownItems(
      chosen,
      chosen.map((item) => engine.top(item.query, 10)),
    )
  }
  return {
    ...summarise(scored),
    tuning: summarise(tuning).ndcg,
    heldOut: summarise(heldOut).ndcg,
    headline: knownItem('headline'),
    edited: knownItem('edited headline'),
    notUnderstood: understood.length
      ? `${understood.filter((r) => r.understood).length}/${understood.length}`
      : 'n/a',
    p50: percentile(0.5),
    p95: percentile(0.95),
  }
}

/** --verbose: each query's nDCG@10 and the grades of its top ten, on stderr. */
const verbose = process.argv.includes('--verbose')
const rows: string[] = []
/** Per kind, Pressroom's figures beside SQLite's on one row. */
const kindRows = new Map<string, string[]>()
const notUnderstoodRows: string[] = []
const splitRows: string[] = []
const buildRows: string[] = []
for (const size of [2_000, 100_000]) {
  const corpus = generateDemoJournalists(size)
  const builds = buildTimes(corpus, size > 10_000 ? 4 : 10)
  buildRows.push(
    `| ${size.toLocaleString('en')} | ${builds.before.wall.toFixed(0)} | ${builds.today.wall.toFixed(0)} | ${(builds.today.wall / builds.before.wall).toFixed(2)} | ${builds.before.cpu.toFixed(0)} | ${builds.today.cpu.toFixed(0)} | ${(builds.today.cpu / builds.before.cpu).toFixed(2)} |`,
  )
  for (const make of [pressroomEngine, sqliteEngine]) {
    const engine = make(corpus)
    const m = measure(engine, corpus, size > 10_000 ? 3 : 10)
    rows.push(
      `| ${size.toLocaleString('en')} | ${engine.name} | ${m.ndcg.toFixed(3)} | ${m.p10.toFixed(3)} | ${m.r20.toFixed(3)} | ${engine.buildMs.toFixed(0)} | ${engine.memoryMb.toFixed(1)} | ${m.p50.toFixed(2)} | ${m.p95.toFixed(2)} |`,
    )
    for (const k of m.byKind) {
      const row = `${k.ndcg.toFixed(3)} | ${k.p10.toFixed(3)} | ${k.r20.toFixed(3)}`
      const key = `${size.toLocaleString('en')} | ${k.kind} | ${k.queries}`
      kindRows.set(key, [...(kindRows.get(key) ?? []), row])
    }
    splitRows.push(
      `| ${size.toLocaleString('en')} | ${engine.name} | ${m.tuning.toFixed(3)} | ${m.heldOut.toFixed(3)} | ${m.headline.mrr.toFixed(3)} | ${m.headline.successAt3.toFixed(3)} | ${m.edited.mrr.toFixed(3)} | ${m.edited.successAt3.toFixed(3)} |`,
    )
    notUnderstoodRows.push(`${size.toLocaleString('en')} ${engine.name}: ${m.notUnderstood}`)
    console.error(`measured ${engine.name} at ${size} journalists`)
  }
}
console.log(
  `Search benchmark, ${relevanceSet(generateDemoJournalists(2_000)).length} judged queries, node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
)
console.log('| journalists | engine | nDCG@10 | P@10 | R@20 | build ms | memory MB | p50 ms | p95 ms |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
console.log('\nPer kind of query: nDCG@10 | P@10 | R@20, Pressroom index then SQLite FTS5\n')
console.log('| journalists | kind | queries | Pressroom nDCG@10 | P@10 | R@20 | FTS5 nDCG@10 | P@10 | R@20 |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const [key, cells] of kindRows) console.log(`| ${key} | ${cells.join(' | ')} |`)
const split = splitJudged(relevanceSet(generateDemoJournalists(2_000)))
console.log(
  `\nJudged queries in halves (${split.tuning.length} tuning, ${split.heldOut.length} held out; alternate queries of each kind), nDCG@10; known items: ${knownItemSet(generateDemoJournalists(2_000)).length / 2} headlines drawn with a fixed seed, as typed and with two words dropped and one swapped for a synonym, MRR@10 and success@3 of their author\n`,
)
console.log(
  '| journalists | engine | tuning nDCG@10 | held-out nDCG@10 | headline MRR | success@3 | edited headline MRR | success@3 |',
)
console.log('|---|---|---|---|---|---|---|---|')
for (const row of splitRows) console.log(row)
console.log(
  '\nIndex build (buildSearchIndex), today beside the engine before issue 40 (no title pairs or article days), in turns in this run, medians\n',
)
console.log('| journalists | before wall ms | today wall ms | ratio | before CPU ms | today CPU ms | ratio |')
console.log('|---|---|---|---|---|---|---|')
for (const row of buildRows) console.log(row)
console.log('\nUnknown places and topics shown as not understood (of the queries that have them):')
for (const row of notUnderstoodRows) console.log(`- ${row}`)
