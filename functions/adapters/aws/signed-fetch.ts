import { AwsClient } from 'aws4fetch'

/** The identity that signs, resolved per request: a Lambda's role, the SDK's chain elsewhere. */
export type CredentialsProvider = () => Promise<{
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string
}>

/** Attempts after the first when a service answers 5xx or 429; aws4fetch backs off exponentially. */
const RETRIES = 2

/**
 * A request to an AWS REST API signed with SigV4 by aws4fetch, for the adapters whose SDK client was
 * heavier than what they ask of it (S3, EventBridge Scheduler: decision 014). The answer is returned
 * whatever its status; each adapter reads its service's errors.
 */
export async function signedFetch(
  target: { service: string; region: string; credentials: CredentialsProvider },
  url: string,
  init: RequestInit & { method: string },
): Promise<Response> {
  const { service, region, credentials } = target
  const client = new AwsClient({ ...(await credentials()), service, region, retries: RETRIES })
  return client.fetch(url, init)
}

/** A link that performs `url` for a while without credentials (S3's presigned GET). */
export async function presignedUrl(
  target: { service: string; region: string; credentials: CredentialsProvider },
  url: URL,
): Promise<string> {
  const { service, region, credentials } = target
  const client = new AwsClient({ ...(await credentials()), service, region })
  return (await client.sign(url, { method: 'GET', aws: { signQuery: true } })).url
}

/** What a service answered instead: its error code as the name ('AccessDenied', 'ConflictException'). */
export class AwsError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = code
  }
}
