/**
 * The embedded stack's services (DynamoDB Local, cognito-local, s3rver) listen on loopback endpoints and
 * accept these keys (s3rver only these); in AWS no endpoint is set and the SDK's chain (in a Lambda, its
 * role) signs.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** The keys an SDK client is given: the local ones for a loopback endpoint, none (the SDK's chain) otherwise. */
export const localCredentials = (endpoint: string | undefined) => (endpoint ? LOCAL_CREDENTIALS : undefined)
