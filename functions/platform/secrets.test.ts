import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager'
import { mockClient } from 'aws-sdk-client-mock'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SecretReader } from '../adapters/aws/secrets-manager'

const ARN = 'arn:aws:secretsmanager:eu-west-1:1:secret:app'

/** A reader of the app's secret that answers `answers` in turn, and counts what it was asked. */
function secretHolding(...answers: (string | Error)[]) {
  const asked: string[] = []
  const read: SecretReader = async (arn) => {
    asked.push(arn)
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer
  }
  return { read, asked }
}

// Each test imports the module afresh: it reads the secret once per container, and a file run before
// this one in the same worker may have loaded it already.
beforeEach(() => vi.resetModules())
afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the app secrets', () => {
  it('are read once from Secrets Manager into the settings, skipping empty values', async () => {
    vi.stubEnv('APP_SECRETS_ARN', ARN)
    vi.stubEnv('OPENAI_API_KEY', '')
    const secret = secretHolding(
      JSON.stringify({ OPENAI_API_KEY: 'from-secret', STRIPE_SECRET_KEY: '', OTHER: 'ignored' }),
    )
    const { loadSecrets } = await import('./secrets')
    await Promise.all([loadSecrets(secret.read), loadSecrets(secret.read)])
    expect(process.env.OPENAI_API_KEY).toBe('from-secret')
    expect(process.env.STRIPE_SECRET_KEY ?? '').toBe('')
    expect(process.env.OTHER).toBeUndefined()
    expect(secret.asked).toEqual([ARN])
  })

  it('are not looked for outside AWS', async () => {
    vi.stubEnv('APP_SECRETS_ARN', '')
    const secret = secretHolding('{}')
    const { loadSecrets } = await import('./secrets')
    await loadSecrets(secret.read)
    expect(secret.asked).toEqual([])
  })

  it('are tried again on the next request when reading fails', async () => {
    vi.stubEnv('APP_SECRETS_ARN', ARN)
    const secret = secretHolding(new Error('throttled'), '{}')
    const { loadSecrets } = await import('./secrets')
    await expect(loadSecrets(secret.read)).rejects.toThrow('throttled')
    await expect(loadSecrets(secret.read)).resolves.toBeUndefined()
    expect(secret.asked).toHaveLength(2)
  })

  it("are read with Secrets Manager's GetSecretValue when no reader is given, one client for the container", async () => {
    vi.stubEnv('APP_SECRETS_ARN', ARN)
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    const secrets = mockClient(SecretsManagerClient)
    try {
      secrets
        .on(GetSecretValueCommand)
        .rejectsOnce(new Error('throttled'))
        .resolves({ SecretString: JSON.stringify({ STRIPE_SECRET_KEY: 'sk_from_aws' }) })
      const { loadSecrets } = await import('./secrets')
      await expect(loadSecrets()).rejects.toThrow('throttled')
      await loadSecrets()
      expect(process.env.STRIPE_SECRET_KEY).toBe('sk_from_aws')
      expect(secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input)).toEqual([
        { SecretId: ARN },
        { SecretId: ARN },
      ])
      const [first, second] = secrets.calls().map((call) => call.thisValue)
      expect(second).toBe(first)
    } finally {
      secrets.restore()
    }
  })
})
