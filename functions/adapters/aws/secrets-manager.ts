import {
  GetSecretValueCommand,
  SecretsManagerClient,
  type SecretsManagerClientConfig,
} from '@aws-sdk/client-secrets-manager'

/** Reads a secret's text by its ARN; undefined when it holds binary data instead. */
export type SecretReader = (arn: string) => Promise<string | undefined>

/**
 * Secrets Manager's GetSecretValue, the one call Pressroom makes of it, through the SDK's client, asked
 * of the region the secret's ARN names. The client is made on the first read of a region and kept; it
 * signs with the SDK's default credentials and asks again after a throttle or a 5xx.
 */
export function secretsManagerReader(
  options: {
    /** The client's settings beyond its region (tests shorten its retry waits here). */
    client?: Omit<SecretsManagerClientConfig, 'region'>
  } = {},
): SecretReader {
  const clients = new Map<string, SecretsManagerClient>()
  const clientIn = (region: string) => {
    let client = clients.get(region)
    if (!client) {
      client = new SecretsManagerClient({ ...options.client, region })
      clients.set(region, client)
    }
    return client
  }
  return async (arn) => {
    const region = arn.split(':')[3]
    if (!region) throw new Error(`Not a secret's ARN: ${arn}`)
    const { SecretString } = await clientIn(region).send(new GetSecretValueCommand({ SecretId: arn }))
    return SecretString
  }
}
