import { cognitoIdentity } from '../../adapters/aws/cognito-identity'
import type { PortFactory } from '../container'
import { signingCredentials } from './local-credentials'

/** Cognito in AWS, cognito-local on the embedded stack. */
export const identityPort: PortFactory<'identity'> = (config) =>
  cognitoIdentity({
    region: config.AWS_REGION,
    endpoint: config.COGNITO_ENDPOINT,
    credentials: signingCredentials(config.COGNITO_ENDPOINT),
    userPoolId: config.USER_POOL_ID,
    clientId: config.USER_POOL_CLIENT_ID,
  })
