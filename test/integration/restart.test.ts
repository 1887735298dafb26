import { afterAll, describe, expect, it } from 'vitest'
import { apiAt, PASSWORD, signUp } from '../support/api'
import { type RunningStack, removeDataDir, startStack } from '../support/stack'

/** Two cold starts of the whole stack (Java, Cognito, S3, the demo data's index) on a loaded machine. */
const RESTARTS_TIMEOUT = 240_000

describe('the embedded stack', () => {
  let stack: RunningStack | undefined

  afterAll(async () => {
    await stack?.stop()
    if (stack) removeDataDir(stack.dataDir)
  })

  it(
    'stops everything on Ctrl-C and keeps accounts, profiles and sessions across a restart, beside another instance',
    async () => {
      stack = await startStack()
      const first = apiAt(stack.url)
      const founder = await signUp(first)
      await first.put('/api/profile', { first_name: 'Grace' }, founder.token)
      const services = stack.endpoints()
      await stack.stop()
      // Ctrl-C stops what the stack started: nothing answers on the old service ports any more.
      for (const endpoint of [services.dynamodb, services.cognito, services.s3]) {
        await expect(fetch(endpoint)).rejects.toThrow()
      }

      stack = await startStack({ dataDir: stack.dataDir })
      const second = apiAt(stack.url)
      expect((await second.get('/api/profile', founder.token)).body.profile.first_name).toBe('Grace')
      const login = await second.post('/api/auth/login', { email: founder.email, password: PASSWORD })
      expect(login.status).toBe(200)
      expect(login.body.user.id).toBe(founder.id)
    },
    RESTARTS_TIMEOUT,
  )
})
