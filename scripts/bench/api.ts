// npm run bench:api: latency and throughput of the embedded stack's API (autocannon) for a read (GET
// /api/pitches, 500 pitches), a write (PUT /api/companies/{id}) and a search (POST
// /api/discovery/search), each beside, in the same run on the same machine:
//  - a bare node:http server (its own process, as the stack has its own) answering the same JSON bytes:
//    what HTTP on loopback costs;
//  - the same data read or written straight through @aws-sdk/lib-dynamodb against the stack's DynamoDB
//    Local, with as many calls in flight as autocannon has connections: what the storage costs.
// The ratios are the framework's overhead (routing, the API Gateway event, JWT check, zod, ElectroDB).
// BENCH_API_SECONDS (default 6) and BENCH_API_CONNECTIONS (default 4) tune each run.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import autocannon from 'autocannon'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import { apiAt, signUp } from '../../test/support/api'
import { removeDataDir, startStack } from '../../test/support/stack'
import { storeOf } from '../../test/support/store'
import { markdownTable, type Row, writeSection } from './report'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 6)
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 4)
const PITCHES = 500

interface Measured {
  p50: number
  p975: number
  p99: number
  rps: number
  non2xx: number
}

const stack = await startStack()
const scratch = mkdtempSync(join(tmpdir(), 'pressroom-bench-api-'))
let bare: Awaited<ReturnType<typeof startBareServer>> | undefined
try {
  const api = apiAt(stack.url)
  const store = storeOf(stack.dataDir)
  const endpoints = stack.endpoints()
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: endpoints.region,
      endpoint: endpoints.dynamodb,
      credentials: LOCAL_CREDENTIALS,
    }),
  )
  const table = endpoints.table

  console.log(`Arranging a founder with ${PITCHES} pitches...`)
  const founder = await signUp(api)
  const company = (await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)).body.company
  await writePitches(store, founder.id, company.id)
  const auth = { authorization: `Bearer ${founder.token}`, 'content-type': 'application/json' }
  const update = { short_description: 'Robots that pick orders in small warehouses.' }
  const search = { query: 'fintech reporters in London covering seed rounds' }

  // The bodies the API answers, served byte for byte by the bare server.
  // Every pitch on one page: 500 is the most a page holds (PAGE_SIZE.max).
  const readPath = `/api/pitches?limit=${PITCHES}`
  const read = await api.get(readPath, founder.token)
  const write = await api.put(`/api/companies/${company.id}`, update, founder.token)
  const found = await api.post('/api/discovery/search', search, founder.token)
  for (const [name, r] of Object.entries({ read, write, found }))
    if (r.status !== 200) throw new Error(`${name}: ${r.status} ${JSON.stringify(r.body)}`)
  const pitchCount = (read.body.pitches ?? read.body.items ?? []).length
  const resultIds: string[] = (found.body.results ?? found.body.journalists ?? [])
    .map((j: { journalist_id?: string; id?: string }) => j.journalist_id ?? j.id)
    .filter(Boolean)
  const bodies = {
    '/api/pitches': JSON.stringify(read.body),
    [`/api/companies/${company.id}`]: JSON.stringify(write.body),
    '/api/discovery/search': JSON.stringify(found.body),
  }
  bare = await startBareServer(scratch, bodies)

  const scenarios = [
    {
      name: `read: GET /api/pitches (${pitchCount} pitches)`,
      request: { method: 'GET' as const, path: readPath },
      bytes: (bodies['/api/pitches'] ?? '').length,
      direct: {
        what: 'Query USER#id, begins_with PITCH#, all pages',
        call: () => queryAll(documents, table, founder.id),
      },
    },
    {
      name: 'write: PUT /api/companies/{id}',
      request: { method: 'PUT' as const, path: `/api/companies/${company.id}`, body: JSON.stringify(update) },
      bytes: (bodies[`/api/companies/${company.id}`] ?? '').length,
      direct: {
        what: 'UpdateItem USER#id / COMPANY#id, ALL_NEW',
        call: () =>
          documents.send(
            new UpdateCommand({
              TableName: table,
              Key: { pk: `USER#${founder.id}`, sk: `COMPANY#${company.id}` },
              UpdateExpression: 'SET short_description = :d, updated_at = :u',
              ExpressionAttributeValues: { ':d': update.short_description, ':u': new Date().toISOString() },
              ReturnValues: 'ALL_NEW',
            }),
          ),
      },
    },
    {
      name: `search: POST /api/discovery/search ("${search.query}")`,
      request: { method: 'POST' as const, path: '/api/discovery/search', body: JSON.stringify(search) },
      bytes: bodies['/api/discovery/search'].length,
      direct: {
        // Search itself runs in memory; the storage floor is reading the page's journalists.
        what: `BatchGetItem of the page's ${resultIds.length} journalists`,
        call: () =>
          documents.send(
            new BatchGetCommand({
              RequestItems: {
                [table]: { Keys: resultIds.map((id) => ({ pk: `JOURNALIST#${id}`, sk: 'PROFILE' })) },
              },
            }),
          ),
      },
    },
  ]

  const rows: Row[] = []
  const ratios: Row[] = []
  for (const scenario of scenarios) {
    console.log(`\n${scenario.name}`)
    const options = { ...scenario.request, headers: auth }
    await warmUp(stack.url, options)
    await warmUp(bare.url, options)
    const viaApi = await cannon(stack.url, options)
    const viaBare = await cannon(bare.url, options)
    const viaDynamo = await closedLoop(scenario.direct.call)
    rows.push(
      row(scenario.name, 'Pressroom API (embedded stack)', viaApi, scenario.bytes),
      row('', 'bare node:http, same JSON bytes', viaBare, scenario.bytes),
      row('', `DynamoDB Local direct: ${scenario.direct.what}`, viaDynamo),
    )
    ratios.push({
      request: scenario.name,
      'p50 API / bare': ratio(viaApi.p50, viaBare.p50),
      'p50 API / DynamoDB': ratio(viaApi.p50, viaDynamo.p50),
      'p99 API / bare': ratio(viaApi.p99, viaBare.p99),
      'p99 API / DynamoDB': ratio(viaApi.p99, viaDynamo.p99),
      'req/s bare / API': ratio(viaBare.rps, viaApi.rps),
      'req/s DynamoDB / API': ratio(viaDynamo.rps, viaApi.rps),
    })
  }

  const settings = `${SECONDS} s per run, ${CONNECTIONS} connections (DynamoDB: ${CONNECTIONS} calls in flight), latencies of 2xx responses in ms`
  console.log(`\nAPI latency and throughput (npm run bench:api): ${settings}`)
  console.table(rows)
  console.log('Framework overhead (ratios; above 1 means the API is slower)')
  console.table(ratios)
  writeSection('api', {
    title: 'API: latency and throughput on the embedded stack',
    command: 'npm run bench:api',
    body: `autocannon, ${settings}. The bare server runs in its own process; the DynamoDB calls run in the bench's process against the stack's DynamoDB Local.\n\n${markdownTable(rows)}\nFramework overhead (ratios; above 1 means the API is slower or serves fewer requests):\n\n${markdownTable(ratios)}`,
  })
  if (rows.some((r) => Number(r.non2xx) > 0)) process.exitCode = 1
} finally {
  await bare?.stop()
  await stack.stop()
  removeDataDir(stack.dataDir)
  rmSync(scratch, { recursive: true, force: true })
}

type RequestOptions = {
  method: 'GET' | 'PUT' | 'POST'
  path: string
  body?: string
  headers: Record<string, string>
}

/** One autocannon run; percentiles from each 2xx response's own time (autocannon's histogram keeps whole ms). */
async function cannon(base: string, options: RequestOptions): Promise<Measured> {
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          { method: options.method, path: options.path, headers: options.headers, body: options.body },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime)
    })
  })
  return { ...percentiles(times), rps: times.length / SECONDS, non2xx: result.non2xx + result.errors }
}

/** CONNECTIONS loops calling DynamoDB back to back for SECONDS, as autocannon keeps its connections busy. */
async function closedLoop(call: () => Promise<unknown>): Promise<Measured> {
  for (let i = 0; i < 20; i++) await call()
  const times: number[] = []
  let failures = 0
  const until = performance.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now()
        try {
          await call()
          times.push(performance.now() - started)
        } catch {
          failures++
        }
      }
    }),
  )
  return { ...percentiles(times), rps: times.length / SECONDS, non2xx: failures }
}

async function warmUp(base: string, options: RequestOptions) {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(new URL(options.path, base), options)
    await response.arrayBuffer()
  }
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN
  return { p50: at(0.5), p975: at(0.975), p99: at(0.99) }
}

function row(request: string, target: string, m: Measured, bytes?: number): Row {
  return {
    request,
    target,
    'p50 ms': m.p50.toFixed(2),
    'p97.5 ms': m.p975.toFixed(2),
    'p99 ms': m.p99.toFixed(2),
    'req/s': Math.round(m.rps),
    'body KiB': bytes === undefined ? '' : (bytes / 1024).toFixed(1),
    non2xx: m.non2xx,
  }
}

function ratio(a: number, b: number) {
  return `${(a / b).toFixed(1)}x`
}

async function queryAll(documents: DynamoDBDocumentClient, table: string, userId: string) {
  let ExclusiveStartKey: Record<string, unknown> | undefined
  let items = 0
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': 'PITCH#' },
        ExclusiveStartKey,
      }),
    )
    items += page.Items?.length ?? 0
    ExclusiveStartKey = page.LastEvaluatedKey
  } while (ExclusiveStartKey)
  return items
}

/** The bare baseline: node:http in a process of its own answering each path with fixed bytes. */
async function startBareServer(dir: string, bodies: Record<string, string>) {
  const file = join(dir, 'bodies.json')
  writeFileSync(file, JSON.stringify(bodies))
  const source = `
    import { createServer } from 'node:http'
    import { readFileSync } from 'node:fs'
    const bodies = new Map(Object.entries(JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'))).map(([k, v]) => [k, Buffer.from(v)]))
    const server = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        const body = bodies.get(req.url.split('?')[0])
        if (!body) { res.writeHead(404).end(); return }
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body)
      })
    })
    server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = chunk.toString().match(/listening (\d+)/)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}

/** Pitches written straight into the table, 25 a batch: arranging, not measured. */
async function writePitches(store: ReturnType<typeof storeOf>, userId: string, companyId: string) {
  const now = Date.now()
  for (let i = 0; i < PITCHES; i += 25) {
    const batch = Array.from({ length: Math.min(25, PITCHES - i) }, (_, j) => {
      const at = new Date(now - (i + j) * 60_000).toISOString()
      return {
        user_id: userId,
        pitch_id: randomUUID(),
        company_id: companyId,
        journalist_id: `bench-${i + j}`,
        subject: 'Acme sorts parcels with robots',
        content:
          'Hi,\n\nAcme builds robots that sort parcels for small warehouses, leased by the month.\n\nBest,\nAda',
        angle: 'launch' as const,
        writer: 'bench',
        journalist_name: `Reporter ${i + j + 1}`,
        journalist_publication: 'The Test Gazette',
        created_at: at,
        updated_at: at,
      }
    })
    await store.pitches.put(batch).go()
  }
}
