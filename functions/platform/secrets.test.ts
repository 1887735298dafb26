import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager'
import { mockClient } from 'aws-sdk-client-mock'
import { afterEach, describe, expect, it, vi } from 'vitest'

const secrets = mockClient(SecretsManagerClient)

afterEach(() => {
  secrets.reset()
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the app secrets', () => {
  it('are read once from Secrets Manager into the settings, skipping empty values', async () => {
    vi.stubEnv('APP_SECRETS_ARN', 'arn:aws:secretsmanager:eu-west-1:1:secret:app')
    vi.stubEnv('OPENAI_API_KEY', '')
    secrets.on(GetSecretValueCommand).resolves({
      SecretString: JSON.stringify({
        OPENAI_API_KEY: 'from-secret',
        STRIPE_SECRET_KEY: '',
        OTHER: 'ignored',
      }),
    })
    const { loadSecrets } = await import('./secrets')
    await Promise.all([loadSecrets(new SecretsManagerClient({})), loadSecrets(new SecretsManagerClient({}))])
    expect(process.env.OPENAI_API_KEY).toBe('from-secret')
    expect(process.env.STRIPE_SECRET_KEY ?? '').toBe('')
    expect(process.env.OTHER).toBeUndefined()
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1)
  })

  it('are not looked for outside AWS', async () => {
    vi.stubEnv('APP_SECRETS_ARN', '')
    const { loadSecrets } = await import('./secrets')
    await loadSecrets(new SecretsManagerClient({}))
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0)
  })

  it('are tried again on the next request when reading fails', async () => {
    vi.stubEnv('APP_SECRETS_ARN', 'arn:aws:secretsmanager:eu-west-1:1:secret:app')
    secrets.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: '{}' })
    const { loadSecrets } = await import('./secrets')
    const client = new SecretsManagerClient({})
    await expect(loadSecrets(client)).rejects.toThrow('throttled')
    await expect(loadSecrets(client)).resolves.toBeUndefined()
  })
})
