import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** A test file that starts an embedded stack of its own: among the longest of a run (a boot and a clock). */
const OWN_STACK = /\b(useClockedStack|startStack)\(/

/**
 * Longest files first within each project, so that a group's last minutes are not one long file
 * running while the other workers sit idle (decision 024). Vitest's own sequencer does this where its
 * cache knows a file's duration, and on a clean clone, which has no cache, runs the files in the order
 * it found them: here a file with no cached duration that starts a stack of its own counts as longer
 * than any other, and otherwise the larger file counts as the longer.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weights = new Map(files.map((file) => [file, this.expectedDuration(file)]))
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        (weights.get(b) ?? 0) - (weights.get(a) ?? 0),
    )
  }

  /** The file's duration in the last run, in ms; without one, a guess that orders files the same way. */
  private expectedDuration(file: TestSpecification): number {
    const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`
    const cached = this.ctx.cache.getFileTestResults(key)?.duration
    if (cached !== undefined) return cached
    const source = readFileSync(file.moduleId, 'utf8')
    // A rough guess, bytes of source as milliseconds: enough to put the stack-starting files first.
    return (OWN_STACK.test(source) ? 60_000 : 0) + source.length
  }
}
