/**
 * The embedded stack's services (DynamoDB Local, cognito-local, s3rver) listen on loopback endpoints and
 * accept these keys (s3rver only these); in AWS no endpoint is set and the SDK's chain (in a Lambda, its
 * role) signs.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * Where an SDK client points and who signs: a loopback endpoint with the local keys, or nothing (the
 * service's regional endpoint and the SDK's chain) when no endpoint is configured.
 */
export const localService = (endpoint: string | undefined) =>
  endpoint ? { endpoint, credentials: LOCAL_CREDENTIALS } : {}
