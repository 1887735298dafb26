import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { companies } from '../../functions/http/companies'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import { LAMBDA_HANDLER_FILE, lambdaBuildOptions } from '../../infra/aws/lambda-bundling'
import { ENDPOINTS_FILE, type LocalEndpoints } from '../../infra/local/endpoints'
import { apiAt, signUp } from '../support/api'

// The Lambda bundles replace parts of the AWS SDK (LAMBDA_BUNDLING.alias): the credential chain, and the
// DynamoDB packages ElectroDB requires, narrowed to the commands it sends; ElectroDB itself is narrowed to
// its entity and transactions. The embedded stack runs the
// packages themselves, so only a bundle shows those replacements work: here, bundles read and write the
// running stack's DynamoDB Local, in a plain Node process, as a Lambda would.
const api = apiAt(inject('stackUrl'))
const endpoints: LocalEndpoints = JSON.parse(
  readFileSync(join(inject('stackDataDir'), ENDPOINTS_FILE), 'utf8'),
)
const ROOT = join(import.meta.dirname, '../..')
let outDir: string

/** A Lambda's environment for the stack's table; its credentials come from the environment, as in AWS. */
const lambdaEnv = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  AWS_REGION: endpoints.region,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  TABLE_NAME: endpoints.table,
  DYNAMODB_ENDPOINT: endpoints.dynamodb,
  USER_POOL_ID: endpoints.userPoolId,
  USER_POOL_CLIENT_ID: endpoints.clientId,
  ASSETS_BUCKET: endpoints.bucket,
  ...extra,
})

async function bundle(entry: string, name: string, installs: string[] = []): Promise<string> {
  const dir = join(outDir, name)
  await build({ ...lambdaBuildOptions(entry, dir, installs), absWorkingDir: ROOT, logLevel: 'error' })
  return join(dir, LAMBDA_HANDLER_FILE)
}

function run(bundleFile: string, script: string, env: Record<string, string>): any {
  const code = `const bundle = await import(${JSON.stringify(pathToFileURL(bundleFile).href)});\n${script}`
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: lambdaEnv(env),
  })
  return JSON.parse(output.slice(output.indexOf('{')))
}

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'pressroom-lambda-bundle-'))
})
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('a Lambda bundle against the embedded stack', () => {
  it("sends each of ElectroDB's ten commands through the bundled DynamoDB client and reads its items back", async () => {
    const probe = await bundle('test/support/bundled-store-probe.ts', 'probe')
    // The SDK's own document client (ElectroDB `require`s it), narrowed to the commands ElectroDB sends.
    const code = readFileSync(probe, 'utf8')
    expect(code.includes('DynamoDB_20120810'), "the SDK's DynamoDB client in the bundle").toBe(true)
    expect(code.includes('DescribeKinesisStreamingDestination'), 'an unused command in the bundle').toBe(
      false,
    )
    // ElectroDB is narrowed to its entity and transactions: its Service stays out too.
    expect(code.includes('Valid instances to join include'), "ElectroDB's Service in the bundle").toBe(false)

    const user = `probe-${Date.now()}`
    const result = run(probe, '', { PROBE_USER: user })
    expect(result).toEqual({
      got: 2,
      batch: ['batch-1', 'batch-2'],
      transacted: ['transaction'],
      together: [null, 'put', user],
      queried: ['batch-1', 'put', 'transaction'],
      scanned: ['batch-1', 'put', 'transaction'],
    })
  })

  it("serves a founder's company from the bundled companies function, as the embedded server does", async () => {
    const founder = await signUp(api)
    const claims = JSON.parse(Buffer.from(founder.token.split('.')[1] ?? '', 'base64url').toString())
    const handler = await bundle(companies.entry, 'companies', companies.installs)
    const invoke = (routeKey: string, body?: unknown, id?: string) =>
      run(
        handler,
        `process.stdout.write(JSON.stringify(await bundle.handler(${JSON.stringify({
          routeKey,
          rawPath: routeKey.split(' ')[1],
          headers: { authorization: `Bearer ${founder.token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          isBase64Encoded: false,
          pathParameters: id ? { id } : undefined,
          requestContext: { requestId: 'bundle-test', authorizer: { jwt: { claims, scopes: [] } } },
        })}, { awsRequestId: 'bundle-test' })))`,
        {},
      )

    const created = invoke('POST /api/companies', { name: 'Bundled Robotics' })
    expect(created.statusCode).toBe(201)
    const { company } = JSON.parse(created.body)
    // Written by the bundle, read by the embedded server: the same table, the same items.
    expect((await api.get('/api/companies/current', founder.token)).body.company).toMatchObject({
      id: company.id,
      name: 'Bundled Robotics',
    })

    await api.put(`/api/companies/${company.id}`, { location: 'Leeds' }, founder.token)
    const read = invoke('GET /api/companies/{id}', undefined, company.id)
    expect(read.statusCode).toBe(200)
    expect(JSON.parse(read.body).company).toMatchObject({ name: 'Bundled Robotics', location: 'Leeds' })
  })
})
