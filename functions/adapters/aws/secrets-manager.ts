import type { SecretsManagerClient, SecretsManagerClientConfig } from '@aws-sdk/client-secrets-manager'
import { firstUse } from './first-use'

/** Reads a secret's text by its ARN; undefined when it holds binary data instead. */
export type SecretReader = (arn: string) => Promise<string | undefined>

/**
 * Secrets Manager's GetSecretValue, the one call Pressroom makes of it, through the SDK's client, asked
 * of the region the secret's ARN names. The SDK is imported on the first read (firstUse: a container
 * given no secret to read never loads it), and a client made on the first read of a region and kept; it
 * signs with the SDK's default credentials and asks again after a throttle or a 5xx.
 */
export function secretsManagerReader(
  options: {
    /** The client's settings beyond its region (tests shorten its retry waits here). */
    client?: Omit<SecretsManagerClientConfig, 'region'>
  } = {},
): SecretReader {
  const secretsManager = firstUse(
    () => import('@aws-sdk/client-secrets-manager'),
    () => new Map<string, SecretsManagerClient>(),
  )
  return async (arn) => {
    const region = arn.split(':')[3]
    if (!region) throw new Error(`Not a secret's ARN: ${arn}`)
    const { sdk, client: clients } = await secretsManager()
    let client = clients.get(region)
    if (!client) {
      client = new sdk.SecretsManagerClient({ ...options.client, region })
      clients.set(region, client)
    }
    const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: arn }))
    return SecretString
  }
}
