import { createPrivateKey, createSign } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * cognito-local signs every pool's tokens with one key that ships in its package: a token signed with it
 * is exactly what another pool (or another app client) of the same cognito-local would hand out.
 */
const cognitoLocalKey = () =>
  createPrivateKey({
    key: JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'))
      .jwk,
    format: 'jwk',
  })

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function decodeToken(token: string) {
  const [header, payload] = token.split('.') as [string, string]
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
  }
}

/** A token signed with cognito-local's own key: valid but for what `payload` changes. */
export function signWithCognitoLocalKey(header: Record<string, unknown>, payload: Record<string, unknown>) {
  const unsigned = `${encode(header)}.${encode(payload)}`
  const signature = createSign('RSA-SHA256').update(unsigned).sign(cognitoLocalKey()).toString('base64url')
  return `${unsigned}.${signature}`
}

/** Every kind of bad access token, made from a real one. */
export function forgedTokens(real: string, otherUserId: string): Record<string, string> {
  const { header, payload } = decodeToken(real)
  const now = Math.floor(Date.now() / 1000)
  const [realHeader, , realSignature] = real.split('.') as [string, string, string]
  const issuer = String(payload.iss)
  return {
    // Signed right, but its hour is over.
    expired: signWithCognitoLocalKey(header, {
      ...payload,
      iat: now - 7200,
      auth_time: now - 7200,
      exp: now - 3600,
    }),
    // Another founder's id in a real token, its signature kept.
    tampered: `${realHeader}.${encode({ ...payload, sub: otherUserId, username: otherUserId })}.${realSignature}`,
    'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...payload, sub: otherUserId })}.`,
    'alg HS256 with the public key as secret': `${encode({ ...header, alg: 'HS256' })}.${encode(payload)}.${realSignature}`,
    'another pool': signWithCognitoLocalKey(header, {
      ...payload,
      iss: issuer.replace(/\/[^/]+$/, '/local_0therPool'),
    }),
    'another app client': signWithCognitoLocalKey(header, { ...payload, client_id: 'another-client' }),
    'an id token': signWithCognitoLocalKey(header, { ...payload, token_use: 'id' }),
    'an unknown key': signWithCognitoLocalKey({ ...header, kid: 'someone-else' }, payload),
    garbage: 'not-a-token',
    empty: '',
  }
}
