import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_DOMAIN_CACHE } from '../../shared/domain/mail-domains'
import { type LoopbackDns, serveRecords, startLoopbackDns } from '../../test/support/loopback-dns'
import { dnsMailDomains } from './dns-mail-domains'

let zoneDir: string
let dns: LoopbackDns

beforeAll(async () => {
  zoneDir = mkdtempSync(join(tmpdir(), 'pressroom-zone-'))
  dns = await startLoopbackDns(zoneDir)
})
afterAll(async () => {
  await dns.close()
  rmSync(zoneDir, { recursive: true, force: true })
})

const clock = { at: new Date('2026-12-02T10:00:00Z') }
const domains = () => dnsMailDomains({ servers: [dns.server], now: () => clock.at, timeoutMs: 500, tries: 1 })

describe('dnsMailDomains', () => {
  it('finds a mail server in an MX record', async () => {
    serveRecords(zoneDir, 'mx.example', [{ type: 'MX', exchange: 'mail.mx.example', priority: 10 }])
    expect(await domains().takesMail('mx.example')).toBe('takes_mail')
  })

  it('takes an A or an AAAA record as the mail server of a domain without MX', async () => {
    serveRecords(zoneDir, 'a-only.example', [{ type: 'A', address: '192.0.2.1' }])
    serveRecords(zoneDir, 'aaaa-only.example', [{ type: 'AAAA', address: '2001:db8::1' }])
    expect(await domains().takesMail('a-only.example')).toBe('takes_mail')
    expect(await domains().takesMail('aaaa-only.example')).toBe('takes_mail')
  })

  it('says a domain that does not exist, or has neither MX nor A, takes no mail', async () => {
    serveRecords(zoneDir, 'gone.example', [])
    serveRecords(zoneDir, 'text-only.example', [{ type: 'TXT', data: 'v=spf1 -all' }])
    expect(await domains().takesMail('gone.example')).toBe('no_mail_server')
    expect(await domains().takesMail('text-only.example')).toBe('no_mail_server')
  })

  it('reads a null MX (RFC 7505) as no mail server, even with an A record', async () => {
    serveRecords(zoneDir, 'null-mx.example', [
      { type: 'MX', exchange: '', priority: 0 },
      { type: 'A', address: '192.0.2.2' },
    ])
    expect(await domains().takesMail('null-mx.example')).toBe('no_mail_server')
  })

  it('answers unknown when DNS does not answer, and asks again next time', async () => {
    const silent = dnsMailDomains({ servers: ['127.0.0.1:9'], now: () => clock.at, timeoutMs: 200, tries: 1 })
    expect(await silent.takesMail('anything.example')).toBe('unknown')
  })

  it('keeps an answer for its time, then asks DNS again', async () => {
    const checker = domains()
    serveRecords(zoneDir, 'moving.example', [{ type: 'MX', exchange: 'mail.moving.example', priority: 5 }])
    expect(await checker.takesMail('moving.example')).toBe('takes_mail')
    serveRecords(zoneDir, 'moving.example', [])
    clock.at = new Date(clock.at.getTime() + MAIL_DOMAIN_CACHE.takesMailMs - 1)
    expect(await checker.takesMail('Moving.Example')).toBe('takes_mail')
    clock.at = new Date(clock.at.getTime() + 2)
    expect(await checker.takesMail('moving.example')).toBe('no_mail_server')
    serveRecords(zoneDir, 'moving.example', [{ type: 'A', address: '192.0.2.3' }])
    clock.at = new Date(clock.at.getTime() + MAIL_DOMAIN_CACHE.noMailServerMs + 1)
    expect(await checker.takesMail('moving.example')).toBe('takes_mail')
  })
})
