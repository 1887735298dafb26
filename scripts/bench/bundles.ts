// npm run bench:bundles: every Lambda bundled as the CDK app bundles it (infra/aws/lambda-bundling.ts):
// each endpoint group's entry, the job consumers (functions/jobs/*.ts) and the render function. Per
// bundle: minified and gzip size, our share (inputs outside node_modules: functions/, shared/, events/)
// and the top 5 packages by bytes, and module load time: a fresh `node` imports the bundle (median of
// BENCH_BUNDLE_RUNS, default 10), beside an empty module imported the same way in the same run, with and
// without --enable-source-maps (the Lambdas run with it; fewer runs). Budgets (issue 15): 600 kB minified each
// except the render function, module load under 120 ms each; exits 1 when one is exceeded. Then the
// store at a handler's first request: the entities one group reads, beside all of them (store-probe.ts).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'
import { compactBundle } from '../../infra/aws/compact-bundle.mjs'
import { BUNDLE_SIZE_BUDGET, LAMBDA_BUNDLING, lambdaEsbuildOptions } from '../../infra/aws/lambda-bundling'
import { markdownTable, ROOT, type Row, SECTIONS_DIR, writeSection } from './report'

const RUNS = Number(process.env.BENCH_BUNDLE_RUNS ?? 10)
// With source maps, fewer runs: it is weighed, not budgeted, and each run spawns a node.
const MAPPED_RUNS = Math.max(3, Math.ceil(RUNS / 2))
const SIZE_BUDGET = BUNDLE_SIZE_BUDGET
const LOAD_BUDGET_MS = 120
const RENDER_ENTRY = 'functions/jobs/render-kit.ts'
// Beside the repository's node_modules, so externals resolve as they do beside a Lambda's bundle.
const OUT = join(SECTIONS_DIR, 'bundles')

const { endpointGroups } = await import('../../functions/http/groups')
const entries = [
  // A group's installs are left out of its bundle, as the CDK app leaves its nodeModules out.
  ...endpointGroups.map((g) => ({ name: g.name, entry: relative(ROOT, g.entry), installs: g.installs })),
  ...readdirSync(join(ROOT, 'functions/jobs'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ name: `job: ${f.replace(/\.ts$/, '')}`, entry: `functions/jobs/${f}`, installs: [] })),
]

rmSync(OUT, { recursive: true, force: true })
const empty = join(OUT, 'empty.mjs')

interface Measured {
  name: string
  entry: string
  file: string
  /** esbuild's output, before the second minifier pass. */
  esbuild: number
  bytes: number
  gzip: number
  ours: number
  packages: [string, number][]
}
const bundles: Measured[] = []
for (const { name, entry, installs } of entries) {
  const file = join(OUT, `${name.replace(/[^a-z0-9-]+/gi, '-')}/index.mjs`)
  const result = await build({
    ...lambdaEsbuildOptions(installs),
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile: file,
    metafile: true,
    logLevel: 'error',
  })
  // The second pass, as the CDK app runs it after esbuild.
  const { before } = compactBundle(file)
  const code = readFileSync(file)
  bundles.push({
    name,
    entry,
    file,
    esbuild: before,
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    ...shares(result.metafile),
  })
}
writeFileSync(empty, 'export {}\n')
statSync(empty)
const storeProbe = join(OUT, 'store-probe/index.mjs')
await build({
  ...lambdaEsbuildOptions([]),
  absWorkingDir: ROOT,
  entryPoints: ['scripts/bench/store-probe.ts'],
  outfile: storeProbe,
  logLevel: 'error',
})

/** Bytes in the output by origin: ours (outside node_modules) and each package. */
function shares(metafile: Metafile) {
  const output =
    Object.values(metafile.outputs).find((o) => o.entryPoint) ?? Object.values(metafile.outputs)[0]
  const packages = new Map<string, number>()
  let ours = 0
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const at = path.lastIndexOf('node_modules/')
    if (at < 0) {
      ours += bytesInOutput
      continue
    }
    const parts = path.slice(at + 'node_modules/'.length).split('/')
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '?')
    packages.set(name, (packages.get(name) ?? 0) + bytesInOutput)
  }
  return { ours, packages: [...packages].sort((a, b) => b[1] - a[1]).slice(0, 5) }
}

/** What a Lambda has at init; the configuration is read on first use, but an import may look. */
const LAMBDA_ENV = {
  PATH: process.env.PATH,
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'pressroom',
  ASSETS_BUCKET: 'pressroom-assets',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
}

/** A fresh node imports the file; the import's own duration, and the whole process's wall time. */
function loadOnce(file: string, sourceMaps: boolean) {
  const script =
    'const s = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - s))'
  const started = performance.now()
  const run = spawnSync(
    process.execPath,
    [...(sourceMaps ? ['--enable-source-maps'] : []), '--input-type=module', '-e', script, file],
    { encoding: 'utf8', env: LAMBDA_ENV },
  )
  const wall = performance.now() - started
  if (run.status !== 0) throw new Error(`importing ${file} failed:\n${run.stderr}`)
  return { import: Number(run.stdout), wall }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

function medianLoad(file: string, sourceMaps: boolean) {
  const runs = Array.from({ length: sourceMaps ? MAPPED_RUNS : RUNS }, () => loadOnce(file, sourceMaps))
  return { import: median(runs.map((r) => r.import)), wall: median(runs.map((r) => r.wall)) }
}

const emptyLoad = medianLoad(empty, false)
const kB = (bytes: number) => (bytes / 1000).toFixed(0)
const rows: Row[] = []
const composition: Row[] = []
const failures: string[] = []
for (const b of bundles) {
  console.error(`loading ${b.name} ${RUNS} times...`)
  let load: { import: number; wall: number } | undefined
  let mapped: { import: number; wall: number } | undefined
  let loadError = ''
  try {
    load = medianLoad(b.file, false)
    mapped = medianLoad(b.file, true)
  } catch (error) {
    loadError =
      String(error)
        .split('\n')
        .find((line) => /Error/.test(line)) ?? String(error)
  }
  const exempt = b.entry === RENDER_ENTRY
  const sizeOk = exempt || b.bytes <= SIZE_BUDGET
  const loadOk = load !== undefined && load.import < LOAD_BUDGET_MS
  if (!sizeOk) failures.push(`${b.name}: ${kB(b.bytes)} kB minified > ${kB(SIZE_BUDGET)} kB`)
  if (!loadOk)
    failures.push(
      `${b.name}: ${load ? `module load ${load.import.toFixed(0)} ms >= ${LOAD_BUDGET_MS} ms` : `did not load (${loadError})`}`,
    )
  rows.push({
    bundle: b.name,
    'esbuild kB': kB(b.esbuild),
    'min kB': kB(b.bytes),
    'gzip kB': kB(b.gzip),
    [`size ≤ ${kB(SIZE_BUDGET)} kB`]: exempt ? 'exempt' : sizeOk ? 'pass' : 'FAIL',
    'load ms': load ? load.import.toFixed(0) : 'error',
    'load ms, source maps': mapped ? mapped.import.toFixed(0) : 'error',
    [`node wall ms (empty ${emptyLoad.wall.toFixed(0)})`]: load ? load.wall.toFixed(0) : 'error',
    'wall / empty': load ? `${(load.wall / emptyLoad.wall).toFixed(1)}x` : '',
    [`load < ${LOAD_BUDGET_MS} ms`]: loadOk ? 'pass' : 'FAIL',
  })
  composition.push({
    bundle: b.name,
    'our code': `${((100 * b.ours) / b.bytes).toFixed(1)}% (${kB(b.ours)} kB)`,
    'top 5 packages (kB)': b.packages.map(([name, bytes]) => `${name} ${kB(bytes)}`).join(', '),
  })
}

/** The store probe in a fresh node, `group` or `all` (scripts/bench/store-probe.ts): median of RUNS. */
function storeReady(mode: 'group' | 'all') {
  const runs = Array.from({ length: RUNS }, () => {
    const run = spawnSync(process.execPath, [storeProbe, mode], { encoding: 'utf8', env: LAMBDA_ENV })
    if (run.status !== 0) throw new Error(`the store probe failed:\n${run.stderr}`)
    return JSON.parse(run.stdout) as { create: number; ready: number; entities: number }
  })
  return {
    create: median(runs.map((r) => r.create)),
    ready: median(runs.map((r) => r.ready)),
    entities: runs[0]?.entities ?? 0,
  }
}
console.error(`the store, ${RUNS} times each way...`)
const storeGroup = storeReady('group')
const storeAll = storeReady('all')
const storeRows: Row[] = [
  {
    'built at the first request': `the ${storeGroup.entities} entities a signed-in read of the pitches reads`,
    'createStore ms': storeGroup.create.toFixed(1),
    'ready ms': storeGroup.ready.toFixed(1),
  },
  {
    'built at the first request': `all ${storeAll.entities} entities, as createStore built them before (baseline)`,
    'createStore ms': '',
    'ready ms': storeAll.ready.toFixed(1),
  },
]
const storeNote = `After the import, a handler's first request builds its container and the store (functions/store/store.ts), which builds each ElectroDB entity the first time it is read: scripts/bench/store-probe.ts bundled as a Lambda, in a fresh node, median of ${RUNS}. The group's store is ready in ${(storeGroup.ready / storeAll.ready).toFixed(2)}x the time all entities take.`

const header = `esbuild ${LAMBDA_BUNDLING.target} ESM, minified, the CDK app's options (infra/aws/lambda-bundling.ts), then minified again by oxc as the CDK app does (infra/aws/compact-bundle.mjs): 'esbuild kB' before that pass, 'min kB' after, the size budgeted; kB = 1000 bytes, gzip level 9. Load: a fresh node imports the bundle, the import's own time, median of ${RUNS} (with --enable-source-maps: ${MAPPED_RUNS}); an empty module's import takes ${emptyLoad.import.toFixed(1)} ms and its whole node process ${emptyLoad.wall.toFixed(0)} ms in the same run.`
console.log(`\nLambda bundles (npm run bench:bundles): ${header}`)
console.table(rows)
console.log(
  "Composition: our code (outside node_modules) and the five largest packages, bytes in esbuild's output",
)
console.table(composition)
console.log(`\nThe store at the first request: ${storeNote}`)
console.table(storeRows)
console.log(
  failures.length ? `Budgets exceeded:\n- ${failures.join('\n- ')}` : 'Every bundle is within its budgets.',
)
writeSection('bundles', {
  title: 'Lambda bundles: size, composition and module load',
  command: 'npm run bench:bundles',
  body: `${header}\n\n${markdownTable(rows)}\nComposition, in esbuild's output (our code = inputs outside node_modules: functions/, shared/, events/):\n\n${markdownTable(composition)}\nThe store at the first request. ${storeNote}\n\n${markdownTable(storeRows)}\n${failures.length ? `**Budgets exceeded:**\n\n- ${failures.join('\n- ')}` : 'Every bundle is within its budgets.'}\n`,
})
if (failures.length) process.exitCode = 1
