// npm run bench:search-broad [-- --size 100000 --rounds 20]: the searches that touch most journalists
// (an empty query, one common word, a filter alone, each sort) and suggestions, p50/p95 per kind, the
// engine before issue 15 (objects, full sort, counting strings) beside today's (columns, precomputed
// orders, top-k, counters, prefix buckets) in the same run, on the same corpus.
import { parseArgs } from 'node:util'
import { buildSearchIndex } from '../../functions/discovery/search-engine'
import { DEMO_REFERENCE_DATE, generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import type { SearchQuery } from '../../shared/contracts/discovery'
import { buildSearchIndex as buildLegacyIndex } from './baseline/search-engine'

const { values } = parseArgs({
  options: { size: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '20' } },
})
const size = Number(values.size)
const rounds = Number(values.rounds)
const now = () => new Date(`${DEMO_REFERENCE_DATE}T12:00:00Z`)
const corpus = generateDemoJournalists(size)
const search = (query: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  query,
  filters: {},
  sort: 'relevance',
  size: 20,
  from: 0,
  ...extra,
})
interface Engine {
  search: (q: SearchQuery) => unknown
  suggest: (q: string, type: 'all', limit: number) => unknown
}
const kinds: [string, (e: Engine) => unknown][] = [
  ['empty query', (e) => e.search(search(''))],
  ['empty query, page 3, by name', (e) => e.search(search('', { sort: 'name', from: 40 }))],
  ['one common word ("startups")', (e) => e.search(search('startups'))],
  ['one common word ("fintech", a topic)', (e) => e.search(search('fintech'))],
  [
    'a filter alone (topic AI, with e-mail)',
    (e) => e.search(search('', { filters: { topics: ['AI'], hasEmail: true } })),
  ],
  ['suggestion ("ma")', (e) => e.suggest('ma', 'all', 10)],
  ['suggestion ("lo")', (e) => e.suggest('lo', 'all', 10)],
]

const engines: [string, Engine][] = [
  ['before (objects)', buildLegacyIndex(corpus, { now })],
  ['after (columns)', buildSearchIndex(corpus, { now })],
]
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
const times = new Map<string, number[]>()
// Rounds interleave the engines, so load on the machine falls on both alike.
for (let round = 0; round < rounds + 2; round++) {
  for (const [name, engine] of engines) {
    for (const [kind, run] of kinds) {
      const started = performance.now()
      run(engine)
      const ms = performance.now() - started
      if (round < 2) continue // warm-up
      const key = `${kind}|${name}`
      times.set(key, [...(times.get(key) ?? []), ms])
    }
  }
}
console.log(
  `Broad searches and suggestions, ${size.toLocaleString('en')} journalists, ${rounds} rounds, node ${process.version}\n`,
)
console.log('| kind | before p50 ms | before p95 ms | after p50 ms | after p95 ms | p50 speed-up |')
console.log('|---|---|---|---|---|---|')
for (const [kind] of kinds) {
  const [before, after] = engines.map(([name]) =>
    (times.get(`${kind}|${name}`) ?? []).sort((a, b) => a - b),
  ) as [number[], number[]]
  const b50 = percentile(before, 0.5)
  const a50 = percentile(after, 0.5)
  console.log(
    `| ${kind} | ${b50.toFixed(1)} | ${percentile(before, 0.95).toFixed(1)} | ${a50.toFixed(2)} | ${percentile(after, 0.95).toFixed(2)} | ${(b50 / Math.max(a50, 0.001)).toFixed(0)}x |`,
  )
}
