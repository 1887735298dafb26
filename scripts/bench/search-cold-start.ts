// npm run bench:search-cold-start [-- --size 100000 --runs 3]: what a search container's cold start costs,
// each path in its own fresh process (time to a first answer, peak RSS, heap kept), medians of --runs:
//   legacy    the JSON snapshot of every journalist, parsed and tokenised by the engine before issue 15
//   rebuild   the same snapshot into today's column engine (the fallback when no prebuilt index exists)
//   prebuilt  the serialised index an import writes, loaded as typed arrays: no tokenising
// Bytes are read from a local file here; in Lambda they come from S3 (add its transfer time).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  buildIndexData,
  deserialiseIndexData,
  serialiseIndexData,
} from '../../functions/discovery/index-data'
import { buildSearchIndex, createSearchEngine } from '../../functions/discovery/search-engine'
import { DEMO_REFERENCE_DATE, generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import { buildSearchIndex as buildLegacyIndex } from './baseline/search-engine'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    child: { type: 'string' },
    dir: { type: 'string' },
  },
})
const now = () => new Date(`${DEMO_REFERENCE_DATE}T12:00:00Z`)
const QUERY = {
  query: 'fintech reporters in London',
  filters: {},
  sort: 'relevance' as const,
  size: 20,
  from: 0,
}

if (values.child) {
  const dir = values.dir as string
  const started = performance.now()
  let search: () => unknown
  if (values.child === 'prebuilt') {
    const engine = createSearchEngine(deserialiseIndexData(readFileSync(join(dir, 'index.bin'))), { now })
    search = () => engine.search(QUERY)
  } else {
    const journalists = JSON.parse(readFileSync(join(dir, 'snapshot.json'), 'utf8'))
    const engine = (values.child === 'legacy' ? buildLegacyIndex : buildSearchIndex)(journalists, { now })
    search = () => engine.search(QUERY)
  }
  search()
  const ms = performance.now() - started
  ;(globalThis as { gc?: () => void }).gc?.()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  console.log(
    JSON.stringify({
      ms,
      peakMiB: process.resourceUsage().maxRSS / 1024,
      keptMiB: (heapUsed + arrayBuffers) / 2 ** 20,
    }),
  )
  process.exit(0)
}

const size = Number(values.size)
const runs = Number(values.runs)
const dir = mkdtempSync(join(tmpdir(), 'search-cold-'))
try {
  const corpus = generateDemoJournalists(size)
  writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(corpus))
  const started = performance.now()
  const bytes = serialiseIndexData(buildIndexData(corpus))
  const importMs = performance.now() - started
  writeFileSync(join(dir, 'index.bin'), bytes)
  const mib = (file: string) => statSync(join(dir, file)).size / 2 ** 20
  const modes = ['legacy', 'rebuild', 'prebuilt'] as const
  const results = Object.fromEntries(
    modes.map((m) => [m, [] as { ms: number; peakMiB: number; keptMiB: number }[]]),
  )
  for (let run = 0; run < runs; run++) {
    for (const mode of modes) {
      const out = execFileSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', import.meta.filename, '--child', mode, '--dir', dir],
        { encoding: 'utf8', maxBuffer: 1 << 20 },
      )
      results[mode]?.push(JSON.parse(out.trim().split('\n').pop() as string))
      console.error(`run ${run + 1}/${runs} ${mode} done`)
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  console.log(
    `Search cold start, ${size.toLocaleString('en')} journalists, median of ${runs} fresh processes, node ${process.version}`,
  )
  console.log(
    `JSON snapshot ${mib('snapshot.json').toFixed(1)} MiB; prebuilt index ${mib('index.bin').toFixed(1)} MiB, built and serialised at import in ${(importMs / 1000).toFixed(1)} s\n`,
  )
  console.log('| path | to first answer s | peak RSS MiB | kept heap+buffers MiB |')
  console.log('|---|---|---|---|')
  for (const mode of modes) {
    const r = results[mode] ?? []
    console.log(
      `| ${mode} | ${(median(r.map((x) => x.ms)) / 1000).toFixed(2)} | ${median(r.map((x) => x.peakMiB)).toFixed(0)} | ${median(r.map((x) => x.keptMiB)).toFixed(0)} |`,
    )
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
