import type { Deps } from '../ports/deps'
import { config } from './config'
import { createContainer, type Ports } from './container'
import { setLogLevel } from './logger'

/**
 * A Lambda's dependencies: the app's keys from Secrets Manager first (for handlers that need them), then
 * the configuration from the environment, once per container; a failure is tried again next time.
 */
export function depsFromEnvironment(
  ports: Ports,
  owner: string,
  secrets?: () => Promise<void>,
): () => Promise<Deps> {
  let deps: Promise<Deps> | undefined
  return () => {
    deps ??= (async () => {
      await secrets?.()
      const env = config()
      setLogLevel(env.LOG_LEVEL)
      return createContainer(env, ports, owner)
    })().catch((error: unknown) => {
      deps = undefined
      throw error
    })
    return deps
  }
}
