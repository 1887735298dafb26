import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'

export interface UserPoolIds {
  userPoolId: string
  clientId: string
}

/**
 * The user pool and app client, created once with the settings the CDK auth stack gives Cognito and
 * remembered in `file`, so a restart keeps every account.
 */
export async function ensureUserPool(options: { endpoint: string; region: string; file: string }) {
  if (existsSync(options.file)) return JSON.parse(readFileSync(options.file, 'utf8')) as UserPoolIds
  const client = new CognitoIdentityProviderClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials: LOCAL_CREDENTIALS,
  })
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'pressroom-users',
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8 } },
    }),
  )
  const userPoolId = pool.UserPool?.Id as string
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'pressroom-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  )
  client.destroy()
  const ids = { userPoolId, clientId: appClient.UserPoolClient?.ClientId as string }
  writeFileSync(options.file, JSON.stringify(ids, null, 2))
  return ids
}
