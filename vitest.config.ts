import { defineConfig } from 'vitest/config'

// The tests, and the stacks they start, run on Node 20; the Lambdas run on Node 22 (see README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'

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
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/global-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 150_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-stack.ts'],
          testTimeout: 90_000,
          hookTimeout: 150_000,
          fileParallelism: false,
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
        },
      },
    ],
  },
})
