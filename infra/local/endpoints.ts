/** Written to the data folder while a stack runs, so local tools and tests can reach its services. */
export const ENDPOINTS_FILE = 'endpoints.json'

export interface LocalEndpoints {
  dynamodb: string
  cognito: string
  s3: string
  table: string
  bucket: string
  region: string
  userPoolId: string
  clientId: string
}
