import { cognitoIdentity } from '../../adapters/aws/cognito-identity'
import type { PortFactory } from '../container'
import { localService } from './local-credentials'

/** Cognito in AWS (the SDK's default credentials), cognito-local on the embedded stack. */
export const identityPort: PortFactory<'identity'> = (config) =>
  cognitoIdentity({
    client: { region: config.AWS_REGION, ...localService(config.COGNITO_ENDPOINT) },
    userPoolId: config.USER_POOL_ID,
    clientId: config.USER_POOL_CLIENT_ID,
  })
