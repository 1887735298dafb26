import { mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { NotAuthorizedError } from 'cognito-local/lib/errors.js'
import { DefaultConfig } from 'cognito-local/lib/server/config.js'
import { Router } from 'cognito-local/lib/server/Router.js'
import { createServer } from 'cognito-local/lib/server/server.js'
import { DateClock } from 'cognito-local/lib/services/clock.js'
import type { CognitoService } from 'cognito-local/lib/services/cognitoService.js'
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js'
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js'
import { otp } from 'cognito-local/lib/services/otp.js'
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js'
import type { Triggers } from 'cognito-local/lib/services/triggers/triggers.js'
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js'
import pino from 'pino'

/** cognito-local's tokens name this issuer whatever port it listens on, so tokens survive a restart. */
export const LOCAL_ISSUER_DOMAIN = 'http://cognito-local.invalid'

/**
 * The Cognito API on loopback (cognito-local), persisted in `directory`. It is assembled here rather than
 * through `createDefaultServer` so that its data lives under the stack's data folder, and so that it
 * answers GlobalSignOut, which cognito-local lacks: the same call then works on both hosts.
 */
export async function startCognito(options: { directory: string }) {
  const dataDirectory = join(options.directory, 'db')
  mkdirSync(dataDirectory, { recursive: true })
  const logger = pino({ level: 'silent' })
  const ctx = { logger }
  const clock = new DateClock()
  const dataStores = new StormDBDataStoreFactory(dataDirectory)
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStores,
    new UserPoolServiceFactoryImpl(clock, dataStores),
  ).create(ctx, { UsernameAttributes: ['email'] })
  // No Lambda triggers: with `enabled` false cognito-local never calls the others.
  const noTriggers = { enabled: () => false } as unknown as Triggers
  const services = {
    clock,
    cognito,
    config: { ...DefaultConfig, TokenConfig: { IssuerDomain: LOCAL_ISSUER_DOMAIN } },
    messages: { deliver: async () => {} },
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, noTriggers, { IssuerDomain: LOCAL_ISSUER_DOMAIN }),
    triggers: noTriggers,
  }
  const router = Router(services)
  const withGlobalSignOut = (target: string) =>
    target === 'GlobalSignOut' ? globalSignOut(cognito) : router(target)
  const server = await createServer(
    withGlobalSignOut,
    logger,
    { port: 0, hostname: '127.0.0.1' },
    services,
  ).start()
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    endpoint,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** GlobalSignOut as Cognito does it: every refresh token of the access token's user stops working. */
function globalSignOut(cognito: CognitoService) {
  return async (
    ctx: Parameters<CognitoService['getUserPoolForClientId']>[0],
    request: { AccessToken?: string },
  ) => {
    const claims = decodeClaims(request.AccessToken)
    if (!claims) throw new NotAuthorizedError()
    const userPool = await cognito.getUserPoolForClientId(ctx, claims.client_id)
    const user = await userPool.getUserByUsername(ctx, claims.sub)
    if (!user) throw new NotAuthorizedError()
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] })
    return {}
  }
}

function decodeClaims(token: string | undefined): { sub: string; client_id: string } | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof claims.sub === 'string' && typeof claims.client_id === 'string' ? claims : undefined
  } catch {
    return undefined
  }
}
