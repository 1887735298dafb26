import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { App } from 'aws-cdk-lib'
import { addPressroomStacks } from '../../infra/aws/pressroom-stacks'

/** The feature flags `cdk synth` runs with, so the tests assert on the same templates. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'))
  return cdkJson.context ?? {}
}

/** A stand-in for web/dist, so these tests neither need nor touch the real web build. */
export function createWebAssetFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'pressroom-web-'))
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Pressroom</title><div id="root"></div>')
  writeFileSync(join(folder, 'landing.html'), '<!doctype html><title>Pressroom</title><div id="root">…</div>')
  return folder
}

/**
 * The production app as `bin/app.ts` builds it. Lambda bundling is off unless a stack is named in
 * `bundleStacks`: esbuild is the slow part of a synth, and most assertions only read templates.
 * `context` adds what `cdk deploy -c key=value` would (mailFrom, replyDomain, appUrl …).
 */
export function createPressroomApp(
  options: { bundleStacks?: string[]; context?: Record<string, string> } = {},
) {
  const app = new App({
    context: {
      ...cdkJsonContext(),
      ...options.context,
      'aws:cdk:bundling-stacks': options.bundleStacks ?? [],
    },
  })
  const stacks = addPressroomStacks(app, { webAssetPath: createWebAssetFolder() })
  return { app, ...stacks }
}
