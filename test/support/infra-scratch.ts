import { mkdirSync, rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'

/**
 * Vitest's global set-up for the infra project: makes the one folder its temporary files go to, and
 * removes it when the run ends, whatever the tests did. A CDK `App` made without an `outdir`
 * synthesizes into a fresh `cdk.out*` folder of the system's temporary directory (up to 177 MB with
 * bundled functions) that nothing removes, and so do the web asset stand-ins and the bundlers' own
 * scratch. The project's workers get the folder as their TMPDIR (vitest.config.ts).
 */
export default function setup(project: TestProject): () => void {
  const scratch = project.config.env.TMPDIR
  if (!scratch) throw new Error('The infra project sets no TMPDIR for its scratch folder.')
  mkdirSync(scratch, { recursive: true })
  return () => rmSync(scratch, { recursive: true, force: true })
}
