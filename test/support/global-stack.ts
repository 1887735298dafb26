import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import 'vitest'
import type { TestProject } from 'vitest/node'
import { startLoopbackDns } from './loopback-dns'
import { emptyDataDir, newDataDir, removeDataDir, startStack } from './stack'
import { acquireStackTemplate, releaseStackTemplate } from './stack-template'

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string
    /** Written once the stack serves (`{ url }`), or failed to start (`{ error }`). */
    stackReadyFile: string
    stackDataDir: string
    stripeWebhookSecret: string
    /** A loopback port the stack's article-link lookup may read: the article-link tests' news pages. */
    articlePagesPort: number
    /** Another such port, for the coverage tests' story pages (test files run side by side). */
    storyPagesPort: number
    /** And another, for the press kit tests' company website. */
    sitePagesPort: number
    /** The zone files of the loopback DNS the stack resolves through (serveRecords writes them). */
    dnsZoneDir: string
    /** And another, for the feed tests' publications' feeds. */
    feedPagesPort: number
  }
}

/**
 * One embedded stack, started as `npm start` starts it, shared by the test files of a project. It starts
 * beside the run's first group, which needs no stack (after the stack template it copies, made the same
 * way): its URL, data folder and ports are chosen here and given at once, and each of the project's test
 * files waits for the stack before it is loaded (test/support/global-stack-ready.ts).
 */
export default async function setup(project: TestProject) {
  // A known webhook secret, so tests can sign Stripe events as Stripe would.
  const stripeWebhookSecret = 'whsec_test_pressroom_integration'
  const ports = new Set<number>()
  while (ports.size < 5) ports.add(await freeLoopbackPort(PORT_RANGES[project.name] ?? [20_000, 32_000]))
  const [stackPort, articlePagesPort, storyPagesPort, sitePagesPort, feedPagesPort] = [...ports] as [
    number,
    number,
    number,
    number,
    number,
  ]
  const dataDir = emptyDataDir()
  // Every journalist's domain takes mail there unless a test serves other records (loopback-dns.ts).
  const dnsZoneDir = `${dataDir}.zone`
  const dns = await startLoopbackDns(dnsZoneDir)
  const readyFile = `${dataDir}.ready`
  const template = acquireStackTemplate()
  const stack = template.made
    .then(() => newDataDir(dataDir))
    .then(() =>
      startStack({
        dataDir,
        port: stackPort,
        env: {
          STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
          PAGE_FETCH_LOOPBACK_PORTS: [articlePagesPort, storyPagesPort, sitePagesPort, feedPagesPort].join(
            ',',
          ),
          // Exports past 100 KB go to storage as a link: every demo journalist (about 630 KB) is one.
          EXPORT_INLINE_BYTES: '100000',
          DNS_SERVERS: dns.server,
        },
      }),
    )
  // Written whole, then renamed, so a test file never reads half of it.
  const announce = (outcome: { url: string } | { error: string }) => {
    writeFileSync(`${readyFile}.part`, JSON.stringify(outcome))
    renameSync(`${readyFile}.part`, readyFile)
  }
  stack.then(
    (running) => announce({ url: running.url }),
    (error: unknown) => announce({ error: String((error as Error)?.stack ?? error) }),
  )
  project.provide('stackUrl', `http://127.0.0.1:${stackPort}`)
  project.provide('stackReadyFile', readyFile)
  project.provide('stackDataDir', dataDir)
  project.provide('stripeWebhookSecret', stripeWebhookSecret)
  project.provide('articlePagesPort', articlePagesPort)
  project.provide('storyPagesPort', storyPagesPort)
  project.provide('sitePagesPort', sitePagesPort)
  project.provide('dnsZoneDir', dnsZoneDir)
  project.provide('feedPagesPort', feedPagesPort)
  return async () => {
    await (await stack.catch(() => undefined))?.stop()
    await dns.close()
    rmSync(dnsZoneDir, { recursive: true, force: true })
    removeDataDir(dataDir)
    rmSync(readyFile, { force: true })
    await releaseStackTemplate()
  }
}

/**
 * Where each project on a stack picks its ports. The projects' setups run side by side, and a port one
 * has picked looks free to the other until its stack or test listens on it: in one CI run the
 * integration tests' company website found its port taken (EADDRINUSE).
 */
const PORT_RANGES: Record<string, [from: number, to: number]> = {
  integration: [20_000, 26_000],
  e2e: [26_000, 32_000],
}

/**
 * A free port in `range`, below Linux's ephemeral range (32768 and up), so none of the services the stack
 * starts on a port the system picks can take it between this check and the test that listens on it.
 */
async function freeLoopbackPort([from, to]: [number, number]): Promise<number> {
  for (;;) {
    const port = from + Math.floor(Math.random() * (to - from))
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
}
