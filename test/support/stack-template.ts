import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { removeDataDir, STACK_TEMPLATE_VARIABLE, startStack, templateMarker } from './stack'

/**
 * A data folder that has been through a stack's first start (the 2,000 demo journalists written, the
 * user pool made), built once per test run and copied by every fresh stack of the run, instead of each
 * loading the demo journalists again (13-35 s on a 2-core machine, once per stack).
 *
 * It is made beside the run's first tests, which need no stack: the projects' global setups ask for it
 * and go on, and a fresh stack's start waits for it (startStack, through the marker beside the folder).
 * The setups run one after another in Vitest's main process, and each loads its own copy of this
 * module, so the one build is kept on `globalThis`. The variable, set at once, is read by startStack in
 * the test files' workers, which Vitest starts with the main process's environment after the setups.
 */
const shared = globalThis as { pressroomStackTemplate?: { dir: string; made: Promise<void>; users: number } }

/** Starts the template's making if no project has; the folder, whose making `made` waits for. */
export function acquireStackTemplate(): { dir: string; made: Promise<void> } {
  if (!shared.pressroomStackTemplate) {
    const dir = mkdtempSync(join(tmpdir(), 'pressroom-template-'))
    process.env[STACK_TEMPLATE_VARIABLE] = dir
    shared.pressroomStackTemplate = { dir, made: makeTemplate(dir), users: 0 }
  }
  shared.pressroomStackTemplate.users++
  return shared.pressroomStackTemplate
}

/** Removes the template once the last project that asked for it is done. */
export async function releaseStackTemplate() {
  const template = shared.pressroomStackTemplate
  if (!template || --template.users > 0) return
  shared.pressroomStackTemplate = undefined
  delete process.env[STACK_TEMPLATE_VARIABLE]
  await template.made.catch(() => undefined)
  removeDataDir(template.dir)
}

async function makeTemplate(dir: string) {
  try {
    // A first start, as `npm start` makes one, then Ctrl-C: what it wrote is what a copy starts from.
    const first = await startStack({ dataDir: dir })
    await first.stop()
    // Only a clean stop after the whole load makes a template: a start cut off before it (killed by the
    // signal, say) would leave a folder every copy loads the demo journalists into again, behind tests.
    const exit = first.exited()
    if (exit?.code !== 0 || !/Loaded \d+ demo journalists/.test(first.output()))
      throw new Error(
        `the stack template's first start did not stop cleanly after its demo journalists (${JSON.stringify(exit)}):\n${first.output()}`,
      )
    writeFileSync(templateMarker(dir), '')
  } catch (error) {
    // Without the folder, whoever waits for the template fails at once instead of at its deadline.
    removeDataDir(dir)
    throw error
  }
}
