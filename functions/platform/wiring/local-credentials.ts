/**
 * The embedded stack's services (DynamoDB Local, cognito-local, s3rver) listen on loopback endpoints and
 * accept these keys (s3rver only these); in AWS no endpoint is set and the Lambda's role signs.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export const localCredentials = (endpoint: string | undefined) =>
  endpoint ? { credentials: LOCAL_CREDENTIALS } : {}
