import { realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

// The tests, and the stacks they start, run on Node 20; the Lambdas run on Node 22 (see README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'

/**
 * The projects run in two groups, one after the other, each with as many files at once as its work
 * allows on the 2-core machines the suite is sized for (README, "Testing"):
 * 1. unit, web and infra: computation in the test process itself, one file per core;
 * 2. integration and e2e: their files mostly wait, on a stack (each project has one of its own, and
 *    some files start their own) or on Chromium, so more files than cores share the machine.
 */
const IN_PROCESS = { sequence: { groupOrder: 1 }, maxWorkers: 2 }

/**
 * unit and infra share each worker's modules among its files instead of loading them again for each
 * (aws-cdk-lib alone takes seconds to load, in every infra file): their code keeps no state between
 * calls that a test relies on, and the tests of what reads its settings once per container import it
 * afresh (vi.resetModules). web keeps a fresh module graph and DOM per file.
 */
const SHARED_MODULES = { isolate: false }

/**
 * The infra project's temporary folder (test/support/infra-scratch.ts), named after this Vitest
 * process so that two runs at once never share or remove each other's (the real path, as the CDK
 * resolves its own temporary folders).
 */
const INFRA_SCRATCH = join(realpathSync(tmpdir()), `pressroom-infra-${process.pid}`)

const ON_STACKS = { sequence: { groupOrder: 2 }, maxWorkers: 4 }

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
          ...SHARED_MODULES,
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
          // Every synthesized app, web asset stand-in and bundler's scratch folder, removed at the end.
          globalSetup: ['test/support/infra-scratch.ts'],
          env: {
            TMPDIR: INFRA_SCRATCH,
            CDK_DISABLE_VERSION_CHECK: '1',
            // The bundling test's installs beside each function (npm, run by the CDK) take the packages
            // `npm ci` has just put in npm's cache instead of asking the registry about each again.
            npm_config_prefer_offline: 'true',
          },
          ...IN_PROCESS,
          ...SHARED_MODULES,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/global-stack.ts'],
          setupFiles: ['test/support/global-stack-ready.ts'],
          testTimeout: 60_000,
          hookTimeout: 150_000,
          ...ON_STACKS,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-stack.ts'],
          setupFiles: ['test/support/global-stack-ready.ts'],
          testTimeout: 90_000,
          hookTimeout: 150_000,
          ...ON_STACKS,
        },
      },
    ],
  },
})
