import { defaultProvider } from '@aws-sdk/credential-provider-node'
import type { CredentialsProvider } from '../../adapters/aws/signed-fetch'

/**
 * The embedded stack's services (DynamoDB Local, cognito-local, s3rver) listen on loopback endpoints and
 * accept these keys (s3rver only these); in AWS no endpoint is set and the Lambda's role signs.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** Who signs a request to a service: the local keys when it has a loopback endpoint, the role otherwise. */
export const signingCredentials = (endpoint: string | undefined): CredentialsProvider =>
  endpoint ? async () => LOCAL_CREDENTIALS : defaultProvider()

/** The keys an SDK client is given: the local ones for a loopback endpoint, none (the SDK's chain) otherwise. */
export const localCredentials = (endpoint: string | undefined) => (endpoint ? LOCAL_CREDENTIALS : undefined)
