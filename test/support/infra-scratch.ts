import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * Vitest's global set-up for the infra project: makes the one folder its temporary files go to, and
 * removes it when the run ends, whatever the tests did. A CDK `App` made without an `outdir`
 * synthesizes into a fresh `cdk.out*` folder of the system's temporary directory (up to 177 MB with
 * bundled functions) that nothing removes, and so do the web asset stand-ins and the bundlers' own
 * scratch. The project's workers get the folder as their TMPDIR (vitest.config.ts).
 */
export default function setup(project: TestProject): () => void {
  const scratch = project.config.env.TMPDIR ?? ''
  // Never the system's temporary directory itself, which the teardown would empty.
  if (!SCRATCH_NAME.test(basename(scratch)))
    throw new Error(`The infra project's TMPDIR is not a pressroom-infra-<pid> folder: "${scratch}".`)
  removeFoldersOfEndedRuns(dirname(scratch))
  mkdirSync(scratch, { recursive: true })
  return () => rmSync(scratch, { recursive: true, force: true })
}

const SCRATCH_NAME = /^pressroom-infra-(\d+)$/

/** The folders of runs that were killed before their teardown: their Vitest process is gone. */
function removeFoldersOfEndedRuns(parent: string) {
  for (const name of readdirSync(parent)) {
    const pid = Number(SCRATCH_NAME.exec(name)?.[1])
    if (pid && !isRunning(pid)) rmSync(join(parent, name), { recursive: true, force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
