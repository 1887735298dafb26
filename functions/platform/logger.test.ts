import { describe, expect, it } from 'vitest'
import { writtenLines } from '../../test/support/written-lines'
import { withCorrelationId } from './correlation'
import { logger, redactSecrets } from './logger'

/** A made-up value in a key's shape, put together at run time so no key-like text sits in the source. */
const keyShaped = (prefix: string, rest: string) => [prefix, rest].join('')

/** A token-shaped string (header.payload.signature, base64url), signed by nobody. */
const tokenShaped = (header: object, payload: object) =>
  [header, payload, 'signature-part']
    .map((part) => Buffer.from(typeof part === 'string' ? part : JSON.stringify(part)).toString('base64url'))
    .join('.')

describe('the logger', () => {
  it('redacts tokens, bearer headers and keys that reach it inside an error text', () => {
    const jwt = tokenShaped({ kid: 'CognitoLocal' }, { sub: 'a' })
    const line = redactSecrets(
      `failed: ${jwt}; authorization: Bearer abc.def-ghi; key ${keyShaped('sk-proj-', 'abcdefghijklmnop1234')} ${keyShaped('whsec_', '0123456789abcdef')} ${keyShaped('sk_live_', '0123456789abcdefgh')}`,
    )
    expect(line).not.toMatch(/eyJ|abc\.def|abcdefghijklmnop|0123456789/)
    expect(line).toContain('failed: [redacted]')
  })

  it("leaves no e-mail address in a line, as a mail service's refusal names its recipient", () => {
    const line = redactSecrets('send failed: Address rejected: ada.lovelace+press@news.example.invalid')
    expect(line).toBe('send failed: Address rejected: [address]')
  })

  it('writes one JSON line with the secrets redacted', () => {
    const lines = writtenLines(process.stderr)
    logger.error('send failed', {
      error: `Error: 401 for Bearer ${tokenShaped({ alg: 'HS256' }, { sub: '1' })}`,
    })
    const [line = ''] = lines.stop()
    expect(JSON.parse(line)).toMatchObject({ level: 'ERROR', message: 'send failed', service: 'pressroom' })
    expect(line).not.toContain('eyJ')
  })

  it("redacts an error's stack and message as Powertools serializes the error", () => {
    const lines = writtenLines(process.stderr)
    logger.error('mail refused', { error: new Error('Address rejected: ada@news.example.invalid') })
    const [line = ''] = lines.stop()
    expect(JSON.parse(line).error).toMatchObject({ name: 'Error', message: 'Address rejected: [address]' })
    expect(line).not.toContain('ada@')
  })

  it('carries the correlation id of the work in hand, each its own when records run side by side', async () => {
    const lines = writtenLines(process.stdout)
    const tick = () => new Promise((resolve) => setImmediate(resolve))
    await Promise.all(
      ['first', 'second'].map((id) =>
        withCorrelationId(id, async () => {
          await tick()
          logger.info('handled', { record: id })
        }),
      ),
    )
    logger.info('outside')
    const parsed = lines.stop().map((line) => JSON.parse(line))
    expect(parsed).toEqual([
      expect.objectContaining({ message: 'handled', record: 'first', correlation_id: 'first' }),
      expect.objectContaining({ message: 'handled', record: 'second', correlation_id: 'second' }),
      expect.not.objectContaining({ correlation_id: expect.anything() }),
    ])
  })
})
