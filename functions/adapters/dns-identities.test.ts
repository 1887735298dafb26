import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dkimName, dkimTarget, SPF_VALUE } from '../../shared/domain/sending-domain'
import { type LoopbackDns, serveRecords, startLoopbackDns } from '../../test/support/loopback-dns'
import { dnsIdentities } from './dns-identities'

let zoneDir: string
let dns: LoopbackDns

beforeAll(async () => {
  zoneDir = mkdtempSync(join(tmpdir(), 'pressroom-identity-zone-'))
  dns = await startLoopbackDns(zoneDir)
})
afterAll(async () => {
  await dns.close()
  rmSync(zoneDir, { recursive: true, force: true })
})

const identities = () => dnsIdentities({ region: 'eu-west-1', servers: [dns.server], timeoutMs: 500 })

describe('dnsIdentities, the embedded stand-in for SES identities', () => {
  it('makes three distinct DKIM tokens for a domain', async () => {
    const { dkimTokens } = await identities().create('acme.example', 'bounce.acme.example')
    expect(new Set(dkimTokens).size).toBe(3)
  })

  it('reports each record missing until DNS serves it, then found, and verified once the DKIM CNAMEs are', async () => {
    const domain = 'records.example'
    const { dkimTokens } = await identities().create(domain, `bounce.${domain}`)
    const expected = { domain, dkimTokens, mailFromDomain: `bounce.${domain}` }
    expect(await identities().check(expected)).toEqual({
      dkim: ['missing', 'missing', 'missing'],
      mailFromMx: 'missing',
      mailFromSpf: 'missing',
      verified: false,
    })
    const [first, second, third] = dkimTokens as [string, string, string]
    serveRecords(zoneDir, dkimName(first, domain), [{ type: 'CNAME', domain: dkimTarget(first) }])
    // A CNAME to somewhere else is not the record.
    serveRecords(zoneDir, dkimName(second, domain), [{ type: 'CNAME', domain: 'elsewhere.example' }])
    serveRecords(zoneDir, `bounce.${domain}`, [{ type: 'TXT', data: SPF_VALUE }])
    expect(await identities().check(expected)).toEqual({
      dkim: ['found', 'missing', 'missing'],
      mailFromMx: 'missing',
      mailFromSpf: 'found',
      verified: false,
    })
    serveRecords(zoneDir, dkimName(second, domain), [{ type: 'CNAME', domain: dkimTarget(second) }])
    serveRecords(zoneDir, dkimName(third, domain), [{ type: 'CNAME', domain: dkimTarget(third) }])
    serveRecords(zoneDir, `bounce.${domain}`, [
      { type: 'TXT', data: SPF_VALUE },
      { type: 'MX', exchange: 'feedback-smtp.eu-west-1.amazonses.com', priority: 10 },
    ])
    expect(await identities().check(expected)).toEqual({
      dkim: ['found', 'found', 'found'],
      mailFromMx: 'found',
      mailFromSpf: 'found',
      verified: true,
    })
  })

  it('reads a resolver that never answers as every record missing, without failing', async () => {
    // A loopback port nothing listens on: each query times out or is refused.
    const offline = dnsIdentities({ region: 'eu-west-1', servers: ['127.0.0.1:9'], timeoutMs: 200 })
    const check = await offline.check({
      domain: 'x.example',
      dkimTokens: ['a', 'b', 'c'],
      mailFromDomain: 'bounce.x.example',
    })
    expect(check).toEqual({
      dkim: ['missing', 'missing', 'missing'],
      mailFromMx: 'missing',
      mailFromSpf: 'missing',
      verified: false,
    })
  })
})
