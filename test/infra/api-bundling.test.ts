import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Template } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { endpointGroups } from '../../functions/http/groups'
import type { EndpointGroup } from '../../functions/platform/http'
import { BUNDLE_SIZE_BUDGET, LAMBDA_BUNDLING } from '../../infra/aws/lambda-bundling'
import {
  bundleBytes,
  bundleFiles,
  bundleInputs,
  loadedAtStart,
  startedLateBeyondExpected,
  unresolvedImports,
} from './bundle-imports'
import { createPressroomApp } from './pressroom-test-app'

/** Calls the bundled handler in a plain Node process with a route no group declares. */
function invokeWithUnknownRoute(bundle: string): { statusCode: number; body: string } {
  const script = `
    const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)})
    const event = { routeKey: 'GET /api/no-such-route', headers: {}, requestContext: { requestId: 'test' } }
    process.stdout.write(JSON.stringify(await handler(event, { awsRequestId: 'test' })))`
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  return JSON.parse(output)
}

/**
 * The SDK clients a function loads on its first call to the service (firstUse), not at its cold start,
 * each through a module naming the client and the commands its adapter sends (functions/adapters/aws/
 * *-sdk.ts). `marker` is a string only the client's code holds; `unused` the name of a command no
 * adapter sends, which a bundle holds only where the package (or its aggregate client) is imported whole;
 * `usedBy` the groups whose ports call the service. The job functions' bundles are not checked here.
 */
const FIRST_USE_CLIENTS: {
  service: string
  marker: string
  client: string
  unused: string
  usedBy: (group: EndpointGroup) => boolean
}[] = [
  {
    service: 'S3',
    marker: 'AmazonS3',
    client: 'S3Client',
    unused: 'ListBucketsCommand',
    usedBy: (group) => !!group.ports.blobs,
  },
  {
    // Sign-up, sign-in, refresh and sign-out: a page load's GET /api/auth/me reads only the table.
    service: 'Cognito',
    marker: 'AWSCognitoIdentityProviderService',
    client: 'CognitoIdentityProviderClient',
    unused: 'ListUsersInGroupCommand',
    usedBy: (group) => !!group.ports.identity,
  },
  {
    service: 'SQS',
    marker: 'AmazonSQS',
    client: 'SQSClient',
    unused: 'PurgeQueueCommand',
    usedBy: (group) => !!(group.ports.queue || group.ports.renders || group.ports.feedQueue),
  },
  {
    service: 'SES v2',
    marker: 'SimpleEmailService_v2',
    client: 'SESv2Client',
    unused: 'CreateContactListCommand',
    usedBy: (group) => !!(group.ports.mailer || group.ports.identities),
  },
  {
    service: 'EventBridge Scheduler',
    marker: 'AWSChronosService',
    client: 'SchedulerClient',
    unused: 'ListSchedulesCommand',
    usedBy: (group) => !!group.ports.scheduler,
  },
]

/** The names a chunk exports once imported by itself, in a plain Node process: it resolves beside its bundle. */
function loadsAlone(chunk: string): string[] {
  const script = `process.stdout.write(JSON.stringify(Object.keys(await import(${JSON.stringify(pathToFileURL(chunk).href)}))))`
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  )
}

// esbuild runs once per endpoint group, each in a process of its own:
// about 40 s on an idle 2-core machine, more than twice that beside a second load.
describe('the API stack with real bundling', { timeout: 360_000 }, () => {
  it('bundles each endpoint group with the local esbuild into an ES module that loads and answers', async () => {
    const { app, api } = createPressroomApp({ bundleStacks: ['Pressroom-Api'] })
    const functions = Object.values(Template.fromStack(api).findResources('AWS::Lambda::Function'))
    expect(functions).toHaveLength(endpointGroups.length)

    for (const fn of functions) {
      const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')
      const bundle = join(app.outdir, `asset.${assetHash}`, 'index.mjs')
      expect(existsSync(bundle), bundle).toBe(true)
      expect(existsSync(`${bundle}.map`), `${bundle}.map`).toBe(true)
      const code = readFileSync(bundle, 'utf8')
      // The budget (issue 37): what is deployed, index.mjs and every chunk beside it.
      expect(bundleBytes(bundle), `${fn.Properties.Description}: bytes`).toBeLessThanOrEqual(
        BUNDLE_SIZE_BUDGET,
      )
      // esbuild's banner gives the module a `require`, as written in LAMBDA_BUNDLING: no second pass
      // rewrites esbuild's output any more.
      expect(code.startsWith(LAMBDA_BUNDLING.banner), 'the banner as esbuild writes it').toBe(true)
      // The SDK's default credential chain is replaced by the environment's credentials
      // (LAMBDA_BUNDLING.alias): the chain's own failure message is not in the bundle.
      expect(code).not.toContain('Could not load credentials from any providers')
      // The embedded stack's mailbox stays out of every Lambda (LAMBDA_BUNDLING.define): its message for an
      // address that cannot exist is nowhere in the bundle.
      expect(code).not.toContain('Address rejected: ')
      // So do its table-kept queue and mailbox entities (createStore's embeddedOnly).
      expect(code).not.toContain('LOCAL_QUEUE#')
      expect(code).not.toContain('MAILBOX#')
      // The SDK's own document client, which ElectroDB `require`s, narrowed to the commands it sends
      // (LAMBDA_BUNDLING.alias): the client's other commands, their schemas and waiters are not in it.
      expect(code.includes('DynamoDB_20120810'), "the SDK's DynamoDB client").toBe(true)
      expect(code.includes('DescribeKinesisStreamingDestination'), 'an unused DynamoDB command').toBe(false)
      // ElectroDB is narrowed to its entity and transactions: its Service is not in the bundle.
      expect(code.includes('Valid instances to join include'), "ElectroDB's Service").toBe(false)
      // Stripe's SDK loads on first use, installed beside billing (FIRST_USE_IMPORTS): its API's host is in
      // no bundle.
      expect(code.includes('api.stripe.com'), "Stripe's SDK").toBe(false)
      // Its source map names the TypeScript sources, for stack traces under --enable-source-maps.
      const { sources } = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] }
      expect(sources.some((source) => source.endsWith('functions/platform/http.ts'))).toBe(true)

      // Split into ES module chunks (decision 044): the SDK clients only some requests call
      // (FIRST_USE_CLIENTS) are in no file a cold start reads, each in one chunk beside it that loads on
      // its own and holds the commands the adapter sends, not the service's others.
      const group = endpointGroups.find((g) => fn.Properties.Description === `Pressroom ${g.name} endpoints`)
      const atStart = loadedAtStart(bundle)
      const files = bundleFiles(bundle).map((file) => ({ file, text: readFileSync(file, 'utf8') }))
      for (const { service, marker, client, unused, usedBy } of FIRST_USE_CLIENTS) {
        const chunks = files.filter(({ text }) => text.includes(marker)).map(({ file }) => file)
        expect(
          atStart.filter((file) => chunks.includes(file)),
          `${group?.name}: ${service} at start`,
        ).toEqual([])
        expect(
          files.some(({ text }) => text.includes(unused)),
          `${group?.name}: ${service}'s ${unused}, which no adapter sends`,
        ).toBe(false)
        if (group && usedBy(group)) {
          expect(chunks, `${group.name}: ${service}'s chunk`).toHaveLength(1)
          expect(loadsAlone(chunks[0] ?? '')).toContain(client)
        }
      }

      const result = invokeWithUnknownRoute(bundle)
      expect(result.statusCode).toBe(404)
      expect(JSON.parse(result.body)).toHaveProperty('message')

      // A group's native packages are installed beside its bundle, built for Graviton (arm64 Linux).
      // What the bundle leaves out (what its ports load on first use, native packages) is beside it.
      expect(group, String(fn.Properties.Description)).toBeDefined()
      const inputs = await bundleInputs(group?.entry ?? '', group?.installs)
      expect(unresolvedImports(inputs, bundle), `${group?.name} imports`).toEqual([])
      // ElectroDB's `require` of the document client reaches no ES module of the SDK
      // (lambda-document-client.cjs): the SDK starts with the bundle, compiled once.
      expect(
        startedLateBeyondExpected(inputs),
        `${group?.name}: ES modules started on their first call`,
      ).toEqual([])
      for (const name of group?.installs ?? []) {
        const resolved = createRequire(bundle).resolve(name)
        expect(resolved.startsWith(dirname(bundle)), `${name} resolves beside the bundle`).toBe(true)
      }
      if (group?.installs.includes('sharp')) {
        const binaries = join(dirname(bundle), 'node_modules/@img')
        expect(existsSync(join(binaries, 'sharp-linux-arm64/package.json'))).toBe(true)
        expect(existsSync(join(binaries, 'sharp-libvips-linux-arm64/package.json'))).toBe(true)
        expect(existsSync(join(binaries, 'sharp-linux-x64'))).toBe(false)
      }
    }
    expect(endpointGroups.some((g) => g.installs.includes('sharp'))).toBe(true)
    expect(endpointGroups.find((g) => g.name === 'billing')?.installs).toContain('stripe')
  })
})
