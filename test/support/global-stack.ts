import 'vitest'
import type { TestProject } from 'vitest/node'
import { removeDataDir, startStack } from './stack'

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string
    stackDataDir: string
  }
}

/** One embedded stack, started as `npm start` starts it, shared by the test files of a project. */
export default async function setup(project: TestProject) {
  const stack = await startStack()
  project.provide('stackUrl', stack.url)
  project.provide('stackDataDir', stack.dataDir)
  return async () => {
    await stack.stop()
    removeDataDir(stack.dataDir)
  }
}
