// npm run bench:bundles: every Lambda bundled as the CDK app bundles it (infra/aws/lambda-bundling.ts):
// each endpoint group's entry, the job consumers (functions/jobs/*.ts) and the render function. Per
// bundle (index.mjs and its chunks, decision 044): minified and gzip size, what a cold start loads, its
// share of our code (outside node_modules: functions/, shared/, events/) and the top 5 packages, and its
// cold start as Lambda makes one: a fresh `node --enable-source-maps` of the Lambdas' Node release
// (lambda-node.ts) imports the bundle, builds the container and answers one request that reads DynamoDB
// Local (scripts/bench/cold-start-probe.mjs), median of BENCH_BUNDLE_RUNS (default 10). An HTTP
// function's request is its group's first GET route, made by a founder who has signed up, so that the
// route runs rather than a refusal (which fails). Beside it, in the same run: an empty module imported
// the same way; a bare handler making the same kind of SDK call, a GetItem (bare-sdk-handler.ts), or a
// GetItem and a GetObject for the search groups, whose first request reads their index from S3
// (bare-sdk-s3-handler.ts); and the GetItem made through ElectroDB, the data layer every function uses
// (bare-store-handler.ts). The starts are taken in rounds, each starting every one of them once, so that
// a load other work puts on the machine for a while weighs on the baselines as on the functions.
// Budgets (issue 37): each cold start at most 1.5 times its bare SDK handler's, each bundle at most
// 1.5 MB minified; exits 1 when one is exceeded.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { BatchGetItemCommand, DynamoDBClient, GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb'
import { build, type Metafile } from 'esbuild'
import { sendRequested } from '../../events/send-requested'
import { ensureProfile } from '../../functions/accounts/profile'
import { s3Blobs } from '../../functions/adapters/aws/s3-blobs'
import { buildIndexData, serialiseIndexData } from '../../functions/discovery/index-data'
import { INDEX_CONTENT_TYPE } from '../../functions/discovery/search-index'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import { createStore } from '../../functions/store/store'
import {
  BUNDLE_SIZE_BUDGET,
  COLD_START_BUDGET,
  LAMBDA_BUNDLING,
  LAMBDA_HANDLER_FILE,
  LAMBDA_NODE_RELEASE,
  lambdaBuildOptions,
} from '../../infra/aws/lambda-bundling'
import { startDynamoDb } from '../../infra/local/dynamodb'
import { startS3 } from '../../infra/local/s3'
import { BASELINE_OBJECT_KEY } from './baseline-object'
import { lambdaNode } from './lambda-node'
import { markdownTable, ROOT, type Row, SECTIONS_DIR, writeSection } from './report'

const execFileAsync = promisify(execFile)
const RUNS = Number(process.env.BENCH_BUNDLE_RUNS ?? 10)
const RENDER_ENTRY = 'functions/jobs/render-kit.ts'
// Beside the repository's node_modules, so externals resolve as they do beside a Lambda's bundle.
const OUT = join(SECTIONS_DIR, 'bundles')
const PROBE = join(ROOT, 'scripts/bench/cold-start-probe.mjs')
/** The founder every HTTP event is signed in as: the JWT's subject, with a profile in the table. */
const FOUNDER = 'bench'
/**
 * Requests of each kind the first events make (GetItem, BatchGetItem, Query), sent to DynamoDB Local
 * before the rounds: its JVM compiles what it runs often, and until it has, the first requests of a kind
 * answer several milliseconds slower, which would weigh on the functions (two to five requests) more
 * than on the bare handlers (one). A table in AWS answers the same whatever ran before.
 */
const DYNAMODB_WARM_UP = 1000
/** The assets bucket, where the journalists' search reads its index. */
const BUCKET = 'pressroom-assets'

const { endpointGroups } = await import('../../functions/http/groups')
/** The `node` every start runs on: the Lambdas' release, whatever Node runs this script. */
const NODE = await lambdaNode()

/** The query of a first GET whose contract requires one: without it the route would answer 400 unrun. */
const FIRST_QUERIES: Record<string, string> = {
  'GET /api/discovery/suggestions': 'q=climate',
}

/** A signed-in founder's GET, as API Gateway hands it over once its JWT authorizer has checked the token. */
function firstRead(routeKey: string) {
  const [method = 'GET', path = '/'] = routeKey.split(' ')
  const rawPath = path.replace(/\{[^}]+\}/g, 'bench')
  const params = Object.fromEntries([...path.matchAll(/\{([^}+]+)\+?\}/g)].map(([, name]) => [name, 'bench']))
  const rawQueryString = FIRST_QUERIES[routeKey] ?? ''
  const query = Object.fromEntries(new URLSearchParams(rawQueryString))
  const now = Date.now()
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers: { authorization: 'Bearer bench', host: 'bench.example' },
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: 'bench.example',
      domainPrefix: 'bench',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'bench-request',
      routeKey,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: {
          claims: { sub: FOUNDER, jti: 'bench-token', exp: String(Math.floor(now / 1000) + 3600) },
          scopes: [],
        },
      },
    },
  }
}

/** Each function's first event: a group's first GET route; a send consumer's one message; the others an empty batch. */
function firstEvent(entry: string, routes: { method: string; path: string }[] | undefined) {
  const read = routes?.find((route) => route.method === 'GET')
  if (read) return firstRead(`GET ${read.path}`)
  if (entry.endsWith('send-consumer.ts'))
    return {
      Records: [
        {
          messageId: 'bench',
          receiptHandle: 'bench',
          body: JSON.stringify(sendRequested('bench', 'bench-send')),
          attributes: { ApproximateReceiveCount: '1' },
          messageAttributes: {},
          eventSource: 'aws:sqs',
        },
      ],
    }
  return { Records: [] }
}

const entries = [
  // A group's installs are left out of its bundle, as the CDK app leaves its nodeModules out.
  ...endpointGroups.map((g) => ({
    name: g.name,
    entry: relative(ROOT, g.entry),
    installs: g.installs,
    event: firstEvent(g.entry, g.routes),
    // The groups that search: their first GET (a search, the suggestions) reads the index from S3 too
    // (loadSearchIndex), so their baseline makes that SDK call as well.
    readsS3: g.ports.search !== undefined,
  })),
  ...readdirSync(join(ROOT, 'functions/jobs'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({
      name: `job: ${f.replace(/\.ts$/, '')}`,
      entry: `functions/jobs/${f}`,
      installs: [],
      event: firstEvent(f, undefined),
      readsS3: false,
    })),
]

rmSync(OUT, { recursive: true, force: true })
const empty = join(OUT, 'empty.mjs')

interface Measured {
  name: string
  entry: string
  file: string
  event: unknown
  /** All of the bundle's JavaScript: index.mjs and every chunk (what the size budget holds). */
  bytes: number
  gzip: number
  /** What a cold start reads: index.mjs and the chunks it imports statically, transitively. */
  startBytes: number
  ours: number
  packages: [string, number][]
  /** Whether its first request reads S3 as well as the table, so that its baseline is the S3 one. */
  readsS3: boolean
}
const bundles: Measured[] = []
for (const { name, entry, installs, event, readsS3 } of entries) {
  const dir = join(OUT, name.replace(/[^a-z0-9-]+/gi, '-'))
  const result = await build({
    ...lambdaBuildOptions(entry, dir, installs),
    absWorkingDir: ROOT,
    metafile: true,
    logLevel: 'error',
  })
  const start = loadedAtStart(result.metafile)
  // A module beside the jobs that exports no handler (a helper the consumers share) is no Lambda.
  if (!result.metafile.outputs[start[0] ?? '']?.exports.includes('handler')) continue
  const code = Buffer.concat(javascript(result.metafile).map((path) => readFileSync(join(ROOT, path))))
  bundles.push({
    name,
    entry,
    file: join(dir, LAMBDA_HANDLER_FILE),
    event,
    readsS3,
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    startBytes: start.reduce((sum, path) => sum + (result.metafile.outputs[path]?.bytes ?? 0), 0),
    ...shares(result.metafile, start),
  })
}
mkdirSync(dirname(empty), { recursive: true })
writeFileSync(empty, 'export {}\n')
/** A baseline handler, bundled with the same options as every function: its file and what it loads at start. */
async function baseline(entry: string, name: string) {
  const dir = join(OUT, name)
  const result = await build({
    ...lambdaBuildOptions(entry, dir),
    absWorkingDir: ROOT,
    metafile: true,
    logLevel: 'error',
  })
  const startBytes = loadedAtStart(result.metafile).reduce(
    (sum, path) => sum + (result.metafile.outputs[path]?.bytes ?? 0),
    0,
  )
  return { file: join(dir, LAMBDA_HANDLER_FILE), startBytes }
}
const bare = await baseline('scripts/bench/bare-sdk-handler.ts', 'bare-sdk-handler')
const bareS3 = await baseline('scripts/bench/bare-sdk-s3-handler.ts', 'bare-sdk-s3-handler')
const bareStore = await baseline('scripts/bench/bare-store-handler.ts', 'bare-store-handler')

/** The bundle's JavaScript files (index.mjs and its chunks, no maps), as paths relative to ROOT. */
function javascript(metafile: Metafile) {
  return Object.keys(metafile.outputs).filter((path) => path.endsWith('.mjs'))
}

/** index.mjs and the chunks it imports statically, transitively: what a cold start reads and runs. */
function loadedAtStart(metafile: Metafile) {
  const entry = javascript(metafile).find(
    (path) => metafile.outputs[path]?.entryPoint && path.endsWith(`/${LAMBDA_HANDLER_FILE}`),
  )
  const seen = new Set<string>()
  const next = entry ? [entry] : []
  for (let path = next.pop(); path !== undefined; path = next.pop()) {
    if (seen.has(path)) continue
    seen.add(path)
    for (const i of metafile.outputs[path]?.imports ?? [])
      if (i.kind === 'import-statement' && !i.external && metafile.outputs[i.path]) next.push(i.path)
  }
  return [...seen]
}

/** Bytes a cold start loads, by origin: ours (outside node_modules) and each package. */
function shares(metafile: Metafile, start: string[]) {
  const packages = new Map<string, number>()
  let ours = 0
  const inputs = start.flatMap((path) => Object.entries(metafile.outputs[path]?.inputs ?? {}))
  for (const [path, { bytesInOutput }] of inputs) {
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

console.error('starting DynamoDB Local and S3...')
const dataDir = mkdtempSync(join(tmpdir(), 'pressroom-bench-bundles-'))
const [dynamodb, s3] = await Promise.all([
  startDynamoDb({ directory: join(dataDir, 'dynamodb'), tableName: 'pressroom', region: 'us-east-1' }),
  startS3({ directory: join(dataDir, 's3'), bucket: BUCKET }),
])
await signUpFounder()
await putBaselineObject()
await warmUpDynamoDb()

/** What the S3 baseline reads: an index as the run's search reads one, of no journalists. */
async function putBaselineObject() {
  const blobs = s3Blobs({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: LOCAL_CREDENTIALS,
  })
  await blobs.putBytes(BASELINE_OBJECT_KEY, serialiseIndexData(buildIndexData([])), INDEX_CONTENT_TYPE)
}

/** The founder's profile, made as sign-up makes it, so that the sign-in check admits them and each route runs. */
async function signUpFounder() {
  const store = createStore({
    region: 'us-east-1',
    endpoint: dynamodb.endpoint,
    credentials: LOCAL_CREDENTIALS,
    table: 'pressroom',
  })
  await ensureProfile({ store, now: () => new Date() }, FOUNDER, 'founder@bench.example')
}

async function warmUpDynamoDb() {
  console.error(`warming DynamoDB Local up with ${DYNAMODB_WARM_UP} requests of each kind...`)
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: dynamodb.endpoint,
    credentials: LOCAL_CREDENTIALS,
  })
  const key = { pk: { S: `${FOUNDER}$warm-up` }, sk: { S: 'none' } }
  for (let i = 0; i < DYNAMODB_WARM_UP; i++) {
    await client.send(new GetItemCommand({ TableName: 'pressroom', Key: key }))
    await client.send(new BatchGetItemCommand({ RequestItems: { pressroom: { Keys: [key] } } }))
    await client.send(
      new QueryCommand({
        TableName: 'pressroom',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': key.pk },
      }),
    )
  }
  client.destroy()
}

/** What a Lambda has at init, pointed at DynamoDB Local; the configuration is read at the first request. */
const LAMBDA_ENV = {
  PATH: process.env.PATH,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  TABLE_NAME: 'pressroom',
  DYNAMODB_ENDPOINT: dynamodb.endpoint,
  S3_ENDPOINT: s3.endpoint,
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  ASSETS_BUCKET: BUCKET,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
}

/** One cold start: ms since the process started, and the HTTP status answered (null for a batch). */
type Start = { imported: number; answered: number; status: number | null }

/**
 * A fresh node, as deployed: the import, and the first answer, in ms since the process started. Not
 * spawned synchronously: S3 (s3rver) answers from this process, which must stay free to serve it.
 */
async function coldStartOnce(file: string, event: unknown) {
  const args = ['--enable-source-maps', PROBE, file, event === undefined ? '' : JSON.stringify(event)]
  const run = await execFileAsync(NODE, args, {
    env: LAMBDA_ENV,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string }) => {
    throw new Error(`the cold start of ${file} failed:\n${error.stderr ?? error}`)
  })
  const output = run.stdout.slice(run.stdout.lastIndexOf('{"imported"'))
  const start = JSON.parse(output) as Start
  // A refusal (a request the contract refuses, a founder not let in) is answered before the route runs:
  // the start would not be the route's.
  if (start.status === 400 || start.status === 401 || start.status === 403)
    throw new Error(`the handler refused the request (${start.status}) instead of running the route`)
  return start
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

// In rounds: each round starts the empty module, the bare handler and every bundle once, so a load that
// comes and goes on a shared machine weighs on all of them alike, and the ratios of the same run hold.
const subjects = [
  { file: empty, event: undefined as unknown },
  { file: bare.file, event: {} as unknown },
  { file: bareStore.file, event: {} as unknown },
  { file: bareS3.file, event: {} as unknown },
  ...bundles.map((b) => ({ file: b.file, event: b.event })),
]
/** Where the bundles start in `subjects`, after the empty module and the three baselines. */
const FIRST_BUNDLE = 4
const runs: Start[][] = subjects.map(() => [])
const errors: string[] = subjects.map(() => '')
for (let round = 1; round <= RUNS; round++) {
  console.error(
    `round ${round} of ${RUNS}: the empty module, the two bare handlers and ${bundles.length} bundles...`,
  )
  for (const [i, { file, event }] of subjects.entries()) {
    if (errors[i]) continue
    try {
      runs[i]?.push(await coldStartOnce(file, event))
    } catch (error) {
      console.error(String(error))
      // The table names the failure: the first line after "the cold start of … failed:" that says it.
      const lines = String(error).split('\n')
      errors[i] = lines.find((line, n) => n > 0 && /Error|refused/.test(line)) ?? lines[0] ?? ''
    }
  }
}
const medianOf = (i: number): (Omit<Start, 'status'> & { statuses: string }) | undefined => {
  const of = runs[i] ?? []
  if (errors[i] || of.length === 0) return undefined
  return {
    imported: median(of.map((r) => r.imported)),
    answered: median(of.map((r) => r.answered)),
    /** What the starts answered, each status once: '200', or '200/404' if they differ. */
    statuses: [...new Set(of.map((r) => r.status ?? 'batch'))].join('/'),
  }
}
const emptyStart = medianOf(0) ?? { imported: Number.NaN, answered: Number.NaN }
const bareStart = medianOf(1)
if (!bareStart) throw new Error(`the bare SDK handler did not start: ${errors[1]}`)
const storeStart = medianOf(2)
if (!storeStart) throw new Error(`the bare store handler did not start: ${errors[2]}`)
const s3Start = medianOf(3)
if (!s3Start) throw new Error(`the bare S3 handler did not start: ${errors[3]}`)
const budgetMs = bareStart.answered * COLD_START_BUDGET
const s3BudgetMs = s3Start.answered * COLD_START_BUDGET
const kB = (bytes: number) => (bytes / 1000).toFixed(0)
/** One start's time over a baseline's, as the table gives it: "1.52x". */
const times = (ms: number, baseline: { answered: number }) => `${(ms / baseline.answered).toFixed(2)}x`
const rows: Row[] = []
const composition: Row[] = []
const failures: string[] = []
for (const [i, b] of bundles.entries()) {
  const start = medianOf(i + FIRST_BUNDLE)
  const startError = errors[i + FIRST_BUNDLE]
  const exempt = b.entry === RENDER_ENTRY
  const sizeOk = exempt || b.bytes <= BUNDLE_SIZE_BUDGET
  // Held to the bare handler that makes the SDK calls its first request makes: a GetItem, and a
  // GetObject as well for a search.
  const base = b.readsS3 ? s3Start : bareStart
  const limit = base.answered * COLD_START_BUDGET
  const startOk = start !== undefined && (exempt || start.answered <= limit)
  if (!sizeOk) failures.push(`${b.name}: ${kB(b.bytes)} kB minified > ${kB(BUNDLE_SIZE_BUDGET)} kB`)
  if (!startOk)
    failures.push(
      `${b.name}: ${start ? `cold start ${start.answered.toFixed(1)} ms > ${limit.toFixed(1)} ms` : `did not start (${startError})`}`,
    )
  rows.push({
    bundle: b.name,
    'min kB': kB(b.bytes),
    'gzip kB': kB(b.gzip),
    'loaded at start kB': kB(b.startBytes),
    [`size ≤ ${kB(BUNDLE_SIZE_BUDGET)} kB`]: exempt ? 'exempt' : sizeOk ? 'pass' : 'FAIL',
    'imported at ms': start ? start.imported.toFixed(0) : 'error',
    'answered at ms': start ? start.answered.toFixed(0) : 'error',
    answer: start?.statuses ?? '',
    'bare SDK handler': b.readsS3 ? 'GetItem, GetObject' : 'GetItem',
    'cold start / bare SDK handler': start
      ? `${times(start.answered, base)}${b.readsS3 ? ` (${times(start.answered, bareStart)} the GetItem one)` : ''}`
      : '',
    'cold start / bare store handler': start ? times(start.answered, storeStart) : '',
    [`cold start ≤ ${COLD_START_BUDGET}x`]: exempt ? 'exempt' : startOk ? 'pass' : 'FAIL',
  })
  composition.push({
    bundle: b.name,
    'our code': `${((100 * b.ours) / b.startBytes).toFixed(1)}% (${kB(b.ours)} kB)`,
    'top 5 packages (kB)': b.packages.map(([name, bytes]) => `${name} ${kB(bytes)}`).join(', '),
  })
}
await Promise.all([dynamodb.stop(), s3.stop()])
rmSync(dataDir, { recursive: true, force: true })

const header = `esbuild ${LAMBDA_BUNDLING.target} ESM, minified, split into chunks (decision 044), the CDK app's options (infra/aws/lambda-bundling.ts); kB = 1000 bytes, gzip level 9. min kB: all of a bundle's JavaScript (index.mjs and every chunk); loaded at start: index.mjs and the chunks it imports statically. Cold start: a fresh \`node --enable-source-maps\` of Node ${LAMBDA_NODE_RELEASE}, the Lambdas' runtime line (nodejs${LAMBDA_NODE_RELEASE.split('.')[0]}.x, here on ${process.arch} where they run on arm64; this script runs on ${process.version}), imports the bundle and hands its handler its first event (a signed-in founder's first GET route of the group, the send consumer one message, the inbound-mail and render functions an empty batch), which builds the container and reads DynamoDB Local. The founder is signed up as sign-up makes a profile, so the sign-in check lets them in and the route runs: a start answered 400, 401 or 403 (refused before the route) fails, and 'answer' gives each bundle's status. S3 (s3rver) serves the bucket: the search index, which the run's first search builds from the table (no journalists) and every later start reads. DynamoDB Local answers ${DYNAMODB_WARM_UP} requests of each kind a first event makes before the rounds, so that its JVM's compiling weighs on no start; times since the process started, median of ${RUNS} taken in rounds (each round starts every bundle, the empty module and the three baselines once). In the same run an empty module is imported at ${emptyStart.imported.toFixed(0)} ms, and a bare handler that makes one GetItem through the SDK's DynamoDB client answers at ${bareStart.answered.toFixed(0)} ms (${kB(bare.startBytes)} kB loaded at start): the budget is ${COLD_START_BUDGET} times that, ${budgetMs.toFixed(0)} ms. The search groups' first request also reads their index from S3: they are held to a bare handler that makes the same GetItem, then imports the SDK's S3 client and reads an index of no journalists with a GetObject (scripts/bench/bare-sdk-s3-handler.ts), which answers at ${s3Start.answered.toFixed(0)} ms: ${COLD_START_BUDGET} times that is ${s3BudgetMs.toFixed(0)} ms. The same read made through ElectroDB's entity over the document client, the data layer every function reads the table with, and nothing else (scripts/bench/bare-store-handler.ts) answers at ${storeStart.answered.toFixed(0)} ms (${kB(bareStore.startBytes)} kB loaded at start): ${times(storeStart.answered, bareStart)} the bare SDK handler, before any middleware, logger, contract or sign-in check.`
console.log(`\nLambda bundles (npm run bench:bundles): ${header}`)
console.table(rows)
console.log(
  "Composition of what a cold start loads: our code (outside node_modules) and the five largest packages, bytes in esbuild's output",
)
console.table(composition)
console.log(
  failures.length ? `Budgets exceeded:\n- ${failures.join('\n- ')}` : 'Every bundle is within its budgets.',
)
writeSection('bundles', {
  title: 'Lambda bundles: size, composition and cold start',
  command: `${process.env.BENCH_BUNDLE_RUNS ? `BENCH_BUNDLE_RUNS=${RUNS} ` : ''}npm run bench:bundles`,
  body: `${header}\n\n${markdownTable(rows)}\nComposition of what a cold start loads (index.mjs and its static chunks), in esbuild's output (our code = inputs outside node_modules: functions/, shared/, events/):\n\n${markdownTable(composition)}\n${failures.length ? `**Budgets exceeded:**\n\n- ${failures.join('\n- ')}` : 'Every bundle is within its budgets.'}\n`,
})
if (failures.length) process.exitCode = 1
