import 'vitest'
import type { TestProject } from 'vitest/node'
import { removeDataDir, startStack } from './stack'

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string
    stackDataDir: string
    stripeWebhookSecret: string
  }
}

/** One embedded stack, started as `npm start` starts it, shared by the test files of a project. */
export default async function setup(project: TestProject) {
  // A known webhook secret, so tests can sign Stripe events as Stripe would.
  const stripeWebhookSecret = 'whsec_test_pressroom_integration'
  const stack = await startStack({ env: { STRIPE_WEBHOOK_SECRET: stripeWebhookSecret } })
  project.provide('stackUrl', stack.url)
  project.provide('stackDataDir', stack.dataDir)
  project.provide('stripeWebhookSecret', stripeWebhookSecret)
  return async () => {
    await stack.stop()
    removeDataDir(stack.dataDir)
  }
}
