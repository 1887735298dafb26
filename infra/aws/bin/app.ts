import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { App, Validations } from 'aws-cdk-lib'
import { PRERENDERED_PAGES } from '../../../web/build/prerendered-pages'
import { PressroomNagChecks } from '../nag-suppressions'
import { addPressroomStacks } from '../pressroom-stacks'

const webAssetPath = fileURLToPath(new URL('../../../web/dist', import.meta.url))

// Synthesizing without the SPA would deploy an empty site (and prune the live one).
const missing = ['index.html', ...PRERENDERED_PAGES.map((page) => page.file)]
  .map((file) => join(webAssetPath, file))
  .find((file) => !existsSync(file))
if (missing) {
  console.error(
    `The built web app is missing (no ${missing}).\n` +
      'Run `npm run build:web` first, or `npm run synth`, which builds the web app and then synthesizes.',
  )
  process.exit(1)
}

const account = process.env.CDK_DEFAULT_ACCOUNT
const region = process.env.CDK_DEFAULT_REGION

const app = new App()
// cdk-nag's AwsSolutions pack: a finding infra/aws/nag-suppressions.ts does not accept stops the synth.
Validations.of(app).addPlugins(new PressroomNagChecks())
addPressroomStacks(app, {
  webAssetPath,
  // Without credentials both are unset and the stacks stay environment-agnostic.
  env: account || region ? { account, region } : undefined,
})
