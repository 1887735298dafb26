import { defineConfig } from 'vitest/config'

// The tests, and the stacks they start, run on Node 20; the Lambdas run on Node 22 (see README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'

/**
 * The projects run in three groups, one after another, each with as many files at once as its work
 * allows on the 2-core machines the suite is sized for (README, "Testing"):
 * 1. unit, web and infra: computation in the test process itself, one file per core;
 * 2. integration: mostly waiting on the stacks, which do the work in processes of their own, so more
 *    files than cores share the machine;
 * 3. e2e: Chromium and the stack share the cores, one file each.
 */
const IN_PROCESS = { sequence: { groupOrder: 1 }, maxWorkers: 2 }

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'events/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
          ...IN_PROCESS,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          ...IN_PROCESS,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // Synthesizing an app in a hook takes seconds, more on a loaded machine.
          hookTimeout: 120_000,
          env: { CDK_DISABLE_VERSION_CHECK: '1' },
          ...IN_PROCESS,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/global-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 150_000,
          sequence: { groupOrder: 2 },
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-stack.ts'],
          testTimeout: 90_000,
          hookTimeout: 150_000,
          sequence: { groupOrder: 3 },
          maxWorkers: 2,
        },
      },
    ],
  },
})
