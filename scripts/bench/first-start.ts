// npm run bench:first-start: how soon a fresh `npm start` (its last step, infra/local/main.ts, on an
// empty data folder) serves its first page, and when the demo journalists behind it are in; beside a
// start of the same folder once it holds them (the baseline: nothing left to load). Medians of RUNS.
// Budget: the first page within 15 s of a fresh start (issue 39).
import { emptyDataDir, removeDataDir, STACK_TEMPLATE_VARIABLE, startStack } from '../../test/support/stack'
import { markdownTable, type Row, writeSection } from './report'

const RUNS = Number(process.env.FIRST_START_RUNS ?? 3)
const FIRST_PAGE_BUDGET_S = 15
const DEMO_LOADED = /Loaded \d+ demo journalists/

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const seconds = (ms: number) => Number((ms / 1000).toFixed(2))

async function until(check: () => boolean, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** One start of `dataDir`: ms to the first page, and (on a fresh folder) to the demo journalists. */
async function startOnce(dataDir: string, fresh: boolean) {
  // A true first start: no test run's template to copy.
  delete process.env[STACK_TEMPLATE_VARIABLE]
  const t0 = performance.now()
  const stack = await startStack({ dataDir })
  const page = await fetch(stack.url)
  if (!page.ok) throw new Error(`first page answered ${page.status}`)
  await page.arrayBuffer()
  const firstPage = performance.now() - t0
  if (fresh) await until(() => DEMO_LOADED.test(stack.output()))
  const demoLoaded = fresh ? performance.now() - t0 : undefined
  await stack.stop()
  return { firstPage, demoLoaded }
}

const fresh: { firstPage: number; demoLoaded: number }[] = []
const again: number[] = []
for (let i = 0; i < RUNS; i++) {
  const dataDir = emptyDataDir()
  try {
    const first = await startOnce(dataDir, true)
    fresh.push({ firstPage: first.firstPage, demoLoaded: first.demoLoaded ?? Number.NaN })
    again.push((await startOnce(dataDir, false)).firstPage)
  } finally {
    removeDataDir(dataDir)
  }
}

const firstPage = median(fresh.map((r) => r.firstPage))
const baseline = median(again)
const rows: Row[] = [
  {
    start: 'fresh data folder (npm start on a new clone)',
    'first page s (median)': seconds(firstPage),
    'demo journalists in s (median)': seconds(median(fresh.map((r) => r.demoLoaded))),
  },
  {
    start: 'baseline: the same folder again (nothing to load)',
    'first page s (median)': seconds(baseline),
    'demo journalists in s (median)': '—',
  },
]
const within = firstPage / 1000 <= FIRST_PAGE_BUDGET_S
const verdict = `Fresh / baseline first page: ${(firstPage / baseline).toFixed(2)}x. First page within ${FIRST_PAGE_BUDGET_S} s of a fresh start: ${within ? 'yes' : 'no'} (${RUNS} runs each).`
const body = `${markdownTable(rows)}\n${verdict}\n`
console.log(body)
writeSection('first-start', {
  title: 'First page after a fresh start',
  command: 'npm run bench:first-start',
  body,
})
if (!within) process.exitCode = 1
