import { existsSync, readFileSync } from 'node:fs'
import { inject } from 'vitest'

/**
 * A setup file of the projects that share a stack (test/support/global-stack.ts): a test file is loaded
 * once the shared stack serves, and fails with the stack's own error if it could not start.
 */
const READY_WAIT_MS = 240_000
const readyFile = inject('stackReadyFile')
const deadline = Date.now() + READY_WAIT_MS
while (!existsSync(readyFile)) {
  if (Date.now() > deadline) throw new Error(`the shared stack did not start in ${READY_WAIT_MS / 1000} s`)
  await new Promise((resolve) => setTimeout(resolve, 100))
}
const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as { url?: string; error?: string }
if (ready.error) throw new Error(`the shared stack did not start:\n${ready.error}`)
if (ready.url !== inject('stackUrl'))
  throw new Error(`the shared stack is at ${ready.url}, not ${inject('stackUrl')}`)
