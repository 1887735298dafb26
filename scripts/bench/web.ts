// npm run bench:web: the SPA's initial JavaScript per route, gzipped, against issue 15's budgets: the
// landing page, sign-in, pricing and the public kit page (web/dist/kit-page.js and what it imports)
// under 100 kB each, the app shell (the entry chunk and its static imports: the layouts and the router)
// under 200 kB; kB = 1000 bytes. The other screens are listed without a budget. Builds the app under
// the shared lock (web/dist is shared) and reads a copy of it taken inside the same lock, then measures
// with scripts/bench/web-bundles.ts. BENCH_WEB_BUILD=0 measures the last build instead. Exits 1 over a
// budget.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { markdownTable, ROOT, type Row, writeSection } from './report'

const LOCK = '/tmp/pressroom-webdist.lock'
const BUDGETS: Record<string, number> = {
  '(entry only)': 200_000,
  landing: 100_000,
  login: 100_000,
  pricing: 100_000,
  'public kit page': 100_000,
}
const build = process.env.BENCH_WEB_BUILD !== '0'

const copy = join(mkdtempSync(join(tmpdir(), 'pressroom-bench-web-')), 'dist')
try {
  const steps = `${build ? 'npm run build:web >&2 && ' : ''}cp -r web/dist "$0"`
  execFileSync('flock', [LOCK, 'sh', '-c', steps, copy], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const routes = JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/web-bundles.ts', '--json', '--dist', copy],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    ),
  ) as { route: string; chunks: number; kB: number }[]
  const measured = [
    ...routes.map((r) => ({ route: r.route, chunks: r.chunks, bytes: Math.round(r.kB * 1024) })),
    { route: 'public kit page', ...kitPage(copy) },
  ]
  const failures: string[] = []
  const rows: Row[] = measured.map((m) => {
    const budget = BUDGETS[m.route]
    const ok = budget === undefined || m.bytes <= budget
    if (!ok) failures.push(`${m.route}: ${(m.bytes / 1000).toFixed(1)} kB gzip > ${budget / 1000} kB`)
    return {
      route: m.route === '(entry only)' ? 'app shell (entry only)' : m.route,
      chunks: m.chunks,
      'gzip kB': (m.bytes / 1000).toFixed(1),
      budget: budget === undefined ? '' : `${budget / 1000} kB`,
      result: budget === undefined ? '' : ok ? 'pass' : 'FAIL',
    }
  })
  const note =
    "Initial JavaScript a route loads before it shows: the entry chunk, the route's chunk and their static imports (web-bundles.ts), gzip level 9, kB = 1000 bytes; the routes' sizes include the app shell."
  console.log(`\nSPA initial JavaScript per route (npm run bench:web). ${note}`)
  console.table(rows)
  const verdict = failures.length
    ? `Budgets exceeded:\n- ${failures.join('\n- ')}`
    : 'Every budgeted route is within its budget.'
  console.log(verdict)
  writeSection('web', {
    title: 'SPA: initial JavaScript per route',
    command: 'npm run bench:web',
    body: `${note}\n\n${markdownTable(rows)}\n${failures.length ? `**${verdict.replace(':', ':**')}` : verdict}\n`,
  })
  if (failures.length) process.exitCode = 1
} finally {
  rmSync(join(copy, '..'), { recursive: true, force: true })
}

/** The public kit page's own entry (served as /kit-page.js) and every chunk it imports statically. */
function kitPage(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  visit('src/kit-page/main.ts')
  if (seen.size === 0) throw new Error('the manifest has no src/kit-page/main.ts entry')
  const bytes = [...seen].reduce(
    (sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key]?.file ?? '')), { level: 9 }).length,
    0,
  )
  return { chunks: seen.size, bytes }
}
