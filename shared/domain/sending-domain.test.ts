import { describe, expect, it } from 'vitest'
import { domainRecords, isLocalPart, isMailboxProvider, normalDomain } from './sending-domain'

describe('a founder sending domain', () => {
  it('takes a domain in any case, with spaces or a final dot, as its lower-case name', () => {
    expect(normalDomain('  Acme.Example. ')).toBe('acme.example')
    expect(normalDomain('mail.acme-robotics.co.uk')).toBe('mail.acme-robotics.co.uk')
  })

  it('refuses what is not a domain: an address, a URL, one label, an IP, bad hyphens, too long', () => {
    for (const input of [
      'ada@acme.example',
      'https://acme.example',
      'localhost',
      '10.0.0.1',
      '-acme.example',
      'acme-.example',
      'acme..example',
      `${'a'.repeat(64)}.example`,
      `${'a.'.repeat(127)}example`,
    ])
      expect(normalDomain(input), input).toBeUndefined()
  })

  it("knows a mailbox provider's domain and its subdomains, and not a company's that only looks like one", () => {
    for (const domain of ['gmail.com', 'GMail.com', 'mail.yahoo.co.uk', 'proton.me'])
      expect(isMailboxProvider(domain), domain).toBe(true)
    for (const domain of ['notgmail.com', 'gmail.com.acme.example', 'co.uk', 'acme.example', 'clerk.com'])
      expect(isMailboxProvider(domain), domain).toBe(false)
  })

  it('accepts a local part as mail clients write one, not an address or spaces', () => {
    expect(isLocalPart('maya')).toBe(true)
    expect(isLocalPart('press.team+pitches')).toBe(true)
    for (const local of ['', 'ada@acme.example', 'two words', '.ada', 'ada.', 'a..b', 'a'.repeat(65)])
      expect(isLocalPart(local), local).toBe(false)
  })

  it('lists the three DKIM CNAMEs, the MAIL FROM MX and SPF, and DMARC, with states once checked', () => {
    const records = domainRecords('acme.example', ['t1', 't2', 't3'], 'eu-west-1', {
      dkim: ['found', 'missing', 'found'],
      mailFromMx: 'missing',
      mailFromSpf: 'found',
    })
    expect(records.map((r) => [r.type, r.name, r.value, r.state])).toEqual([
      ['CNAME', 't1._domainkey.acme.example', 't1.dkim.amazonses.com', 'found'],
      ['CNAME', 't2._domainkey.acme.example', 't2.dkim.amazonses.com', 'missing'],
      ['CNAME', 't3._domainkey.acme.example', 't3.dkim.amazonses.com', 'found'],
      ['MX', 'bounce.acme.example', '10 feedback-smtp.eu-west-1.amazonses.com', 'missing'],
      ['TXT', 'bounce.acme.example', 'v=spf1 include:amazonses.com ~all', 'found'],
      ['TXT', '_dmarc.acme.example', 'v=DMARC1; p=none;', undefined],
    ])
  })
})
