import { createServer } from 'node:net'
import 'vitest'
import type { TestProject } from 'vitest/node'
import { removeDataDir, startStack } from './stack'
import { acquireStackTemplate, releaseStackTemplate } from './stack-template'

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string
    stackDataDir: string
    stripeWebhookSecret: string
    /** A loopback port the stack's article-link lookup may read: the article-link tests' news pages. */
    articlePagesPort: number
    /** Another such port, for the coverage tests' story pages (test files run side by side). */
    storyPagesPort: number
    /** And another, for the press kit tests' company website. */
    sitePagesPort: number
  }
}

/** One embedded stack, started as `npm start` starts it, shared by the test files of a project. */
export default async function setup(project: TestProject) {
  // A known webhook secret, so tests can sign Stripe events as Stripe would.
  const stripeWebhookSecret = 'whsec_test_pressroom_integration'
  const pagePorts = new Set<number>()
  while (pagePorts.size < 3) pagePorts.add(await freeLoopbackPort())
  const [articlePagesPort, storyPagesPort, sitePagesPort] = [...pagePorts] as [number, number, number]
  await acquireStackTemplate()
  const stack = await startStack({
    env: {
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      PAGE_FETCH_LOOPBACK_PORTS: [...pagePorts].join(','),
      // Exports past 100 KB go to storage as a link: every demo journalist (about 630 KB) is one.
      EXPORT_INLINE_BYTES: '100000',
    },
  })
  project.provide('stackUrl', stack.url)
  project.provide('stackDataDir', stack.dataDir)
  project.provide('stripeWebhookSecret', stripeWebhookSecret)
  project.provide('articlePagesPort', articlePagesPort)
  project.provide('storyPagesPort', storyPagesPort)
  project.provide('sitePagesPort', sitePagesPort)
  return async () => {
    await stack.stop()
    removeDataDir(stack.dataDir)
    await releaseStackTemplate()
  }
}

/**
 * A free port below Linux's ephemeral range (32768 and up), so none of the services the stack starts on
 * a port the system picks can take it between this check and the test that listens on it.
 */
async function freeLoopbackPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
}
