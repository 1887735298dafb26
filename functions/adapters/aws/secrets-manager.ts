import { type CredentialsProvider, jsonError, retryingTypes, signedJsonPost } from './signed-fetch'

const retryThrottled = retryingTypes(new Set(['ThrottlingException']))

/** Reads a secret's text by its ARN; undefined when it holds binary data instead. */
export type SecretReader = (arn: string) => Promise<string | undefined>

/**
 * Secrets Manager's GetSecretValue, the one call Pressroom makes of it, through its JSON protocol signed
 * by aws4fetch (decision 020): the SDK's client brought @smithy/core into the two functions that read
 * the app's secret, and nothing else there needed it (decision 022). The region is the secret's own,
 * from its ARN.
 */
export function secretsManagerReader(options: {
  credentials: CredentialsProvider
  /** A loopback fake's address in tests; the region's endpoint otherwise. */
  endpoint?: string
}): SecretReader {
  return async (arn) => {
    const region = arn.split(':')[3]
    if (!region) throw new Error(`Not a secret's ARN: ${arn}`)
    const response = await signedJsonPost(
      { service: 'secretsmanager', region, credentials: options.credentials },
      options.endpoint ?? `https://secretsmanager.${region}.amazonaws.com/`,
      {
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'secretsmanager.GetSecretValue',
        },
        body: JSON.stringify({ SecretId: arn }),
      },
      retryThrottled,
    )
    if (!response.ok) throw await jsonError('Secrets Manager GetSecretValue', response)
    const { SecretString } = (await response.json()) as { SecretString?: string }
    return SecretString
  }
}
