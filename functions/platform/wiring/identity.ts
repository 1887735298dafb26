import { cognitoIdentity } from '../../adapters/aws/cognito-identity'
import type { PortFactory } from '../container'
import { LOCAL_CREDENTIALS } from './local-credentials'

/** Cognito in AWS (the SDK's default credentials), cognito-local on the embedded stack. */
export const identityPort: PortFactory<'identity'> = (config) =>
  cognitoIdentity({
    client: {
      region: config.AWS_REGION,
      ...(config.COGNITO_ENDPOINT
        ? { endpoint: config.COGNITO_ENDPOINT, credentials: LOCAL_CREDENTIALS }
        : {}),
    },
    userPoolId: config.USER_POOL_ID,
    clientId: config.USER_POOL_CLIENT_ID,
  })
