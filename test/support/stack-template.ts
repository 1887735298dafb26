import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { removeDataDir, STACK_TEMPLATE_VARIABLE, startStack } from './stack'

/**
 * A data folder that has been through a stack's first start (the 2,000 demo journalists written, the
 * user pool made), built once per test run and copied by every fresh stack of the run, instead of each
 * loading the demo journalists again (13-35 s on a 2-core machine, once per stack).
 *
 * The projects' global setups run one after another in Vitest's main process, and each loads its own
 * copy of this module, so the one build is kept on `globalThis`. The variable it sets is read by
 * startStack in the test files' workers, which Vitest starts with the main process's environment
 * after the global setups have run.
 */
const shared = globalThis as { pressroomStackTemplate?: { dir: Promise<string>; users: number } }

export function acquireStackTemplate(): Promise<string> {
  shared.pressroomStackTemplate ??= { dir: buildTemplate(), users: 0 }
  shared.pressroomStackTemplate.users++
  return shared.pressroomStackTemplate.dir
}

/** Removes the template once the last project that asked for it is done. */
export async function releaseStackTemplate() {
  const template = shared.pressroomStackTemplate
  if (!template || --template.users > 0) return
  shared.pressroomStackTemplate = undefined
  delete process.env[STACK_TEMPLATE_VARIABLE]
  removeDataDir(await template.dir)
}

async function buildTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'pressroom-template-'))
  // A first start, as `npm start` makes one, then Ctrl-C: what it wrote is what a copy starts from.
  const first = await startStack({ dataDir: dir })
  await first.stop()
  process.env[STACK_TEMPLATE_VARIABLE] = dir
  return dir
}
