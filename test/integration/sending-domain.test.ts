import { randomUUID } from 'node:crypto'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { QueueMessage } from '../../events/queue-message'
import { dnsIdentities } from '../../functions/adapters/dns-identities'
import type { Deps } from '../../functions/ports/deps'
import { checkDomainWhenDue } from '../../functions/sending/identity/sending-domain'
import {
  DOMAIN_INVALID,
  DOMAIN_MAILBOX_PROVIDER,
  DOMAIN_NOT_VERIFIED,
  DOMAIN_SHARED,
  DOMAIN_TAKEN,
  LOCAL_PART_INVALID,
  NO_DOMAIN,
} from '../../shared/contracts/sending-domain'
import {
  DMARC_VALUE,
  DOMAIN_CHECK_EVERY_MS,
  dkimName,
  dkimTarget,
  SPF_VALUE,
} from '../../shared/domain/sending-domain'
import { apiAt, signUp } from '../support/api'
import { type LoopbackDns, serveRecords, startLoopbackDns, type ZoneRecord } from '../support/loopback-dns'
import { arrangeJournalists, founderWithPitches, mailbox, rawMessage } from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))
const zoneDir = inject('dnsZoneDir')
const REGION = 'us-east-1'

const newDomain = () => `${randomUUID().slice(0, 8)}.founder-brand.example`

type Records = { kind: string; type: string; name: string; value: string; state?: string }[]
const dkimTokensOf = (records: Records) =>
  records.filter((r) => r.kind === 'dkim').map((r) => r.name.split('._domainkey.')[0] as string)

/** Publishes the records a founder was shown (all, or the DKIM CNAMEs of some tokens only). */
function publish(domain: string, tokens: string[], { mailFrom = true } = {}) {
  for (const token of tokens)
    serveRecords(zoneDir, dkimName(token, domain), [{ type: 'CNAME', domain: dkimTarget(token) }])
  if (mailFrom) {
    const records: ZoneRecord[] = [
      { type: 'MX', exchange: `feedback-smtp.${REGION}.amazonses.com`, priority: 10 },
      { type: 'TXT', data: SPF_VALUE },
    ]
    serveRecords(zoneDir, `bounce.${domain}`, records)
  }
}

const statesOf = (records: Records) =>
  records.filter((r) => r.kind !== 'dmarc').map((r) => `${r.kind}:${r.state}`)

async function sentMessageTo(address: string) {
  const entry = (await mailbox(baseUrl)).find((m) => m.to === address)
  if (!entry) throw new Error(`nothing was mailed to ${address}`)
  return { entry, parsed: await simpleParser(await rawMessage(baseUrl, entry.message_id)) }
}

describe("a founder's own sending domain", () => {
  it('goes from pending to verified as DNS serves its records, then mail leaves from the chosen address', async () => {
    const { ids, domain: newsDomain } = await arrangeJournalists(store(), ['before', 'after'])
    const founder = await founderWithPitches(api, store(), ids)
    const domain = newDomain()

    const added = await api.put(
      '/api/sending/domain',
      { domain: `  ${domain.toUpperCase()}. ` },
      founder.token,
    )
    expect(added.status).toBe(200)
    expect(added.body.domain).toMatchObject({
      domain,
      status: 'pending',
      verified_at: null,
      from_address: null,
    })
    const records: Records = added.body.domain.records
    const tokens = dkimTokensOf(records)
    expect(tokens).toHaveLength(3)
    expect(records.map(({ kind, type, name, value }) => ({ kind, type, name, value }))).toEqual([
      ...tokens.map((t) => ({
        kind: 'dkim',
        type: 'CNAME',
        name: `${t}._domainkey.${domain}`,
        value: `${t}.dkim.amazonses.com`,
      })),
      {
        kind: 'mail_from_mx',
        type: 'MX',
        name: `bounce.${domain}`,
        value: `10 feedback-smtp.${REGION}.amazonses.com`,
      },
      { kind: 'mail_from_spf', type: 'TXT', name: `bounce.${domain}`, value: SPF_VALUE },
      { kind: 'dmarc', type: 'TXT', name: `_dmarc.${domain}`, value: DMARC_VALUE },
    ])

    const nothing = await api.post('/api/sending/domain/check', undefined, founder.token)
    expect(nothing.body.domain.status).toBe('pending')
    expect(statesOf(nothing.body.domain.records)).toEqual([
      'dkim:missing',
      'dkim:missing',
      'dkim:missing',
      'mail_from_mx:missing',
      'mail_from_spf:missing',
    ])
    const early = await api.put('/api/sending/domain/from', { local_part: 'ada' }, founder.token)
    expect(early).toMatchObject({ status: 409, body: { message: DOMAIN_NOT_VERIFIED } })

    // Two of the three DKIM CNAMEs, and the MAIL FROM records: still pending, and it says which is missing.
    publish(domain, tokens.slice(0, 2))
    const partly = await api.post('/api/sending/domain/check', undefined, founder.token)
    expect(partly.body.domain.status).toBe('pending')
    expect(statesOf(partly.body.domain.records)).toEqual([
      'dkim:found',
      'dkim:found',
      'dkim:missing',
      'mail_from_mx:found',
      'mail_from_spf:found',
    ])

    // Until then mail goes from the shared address, the founder's name marked "via Pressroom".
    expect((await api.post(`/api/pitches/${founder.pitches[0]!.id}/send`, {}, founder.token)).status).toBe(
      200,
    )
    const before = await sentMessageTo(`before@${newsDomain}`)
    expect(before.parsed.from?.value[0]).toEqual({
      name: 'Ada Founder via Pressroom',
      address: 'pitches@mail.pressroom.example',
    })

    publish(domain, tokens.slice(2), { mailFrom: false })
    const verified = await api.post('/api/sending/domain/check', undefined, founder.token)
    expect(verified.body.domain).toMatchObject({ status: 'verified', verified_notice: true })
    expect(verified.body.domain.verified_at).toEqual(expect.any(String))
    expect(statesOf(verified.body.domain.records).every((s) => s.endsWith(':found'))).toBe(true)

    // Told once: after the founder has seen it, the banner is gone for good.
    const seen = await api.post('/api/sending/domain/notice', undefined, founder.token)
    expect(seen.body.domain.verified_notice).toBe(false)
    expect((await api.get('/api/sending/domain', founder.token)).body.domain.verified_notice).toBe(false)

    const fromLine = async () => {
      const { settings } = (await api.get('/api/sending/settings', founder.token)).body
      return `${settings.from_name} <${settings.from_address}>`
    }
    // Verified, but no address chosen yet: still the shared one.
    expect(await fromLine()).toBe('Ada Founder via Pressroom <pitches@mail.pressroom.example>')
    const chosen = await api.put('/api/sending/domain/from', { local_part: 'Ada' }, founder.token)
    expect(chosen.body.domain.from_address).toBe(`ada@${domain}`)
    expect(await fromLine()).toBe(`Ada Founder <ada@${domain}>`)

    expect((await api.post(`/api/pitches/${founder.pitches[1]!.id}/send`, {}, founder.token)).status).toBe(
      200,
    )
    const after = await sentMessageTo(`after@${newsDomain}`)
    // The envelope too: SES sends, and signs with DKIM, as the identity of the From address's domain.
    expect(after.entry.from).toBe(`ada@${domain}`)
    expect(after.parsed.from?.value[0]).toEqual({ name: 'Ada Founder', address: `ada@${domain}` })
    // Replies still come back to the send's own token, so Pressroom sees them.
    expect(after.parsed.replyTo?.value[0]?.address).toMatch(/^reply\+[0-9a-f]{24}@reply\.pressroom\.example$/)
  })

  it('refuses the same domain to another founder, changing nothing, until its owner removes it', async () => {
    const owner = await signUp(api)
    const other = await signUp(api)
    const domain = newDomain()
    const added = await api.put('/api/sending/domain', { domain }, owner.token)
    expect(added.status).toBe(200)

    const refused = await api.put('/api/sending/domain', { domain: domain.toUpperCase() }, other.token)
    expect(refused).toMatchObject({ status: 409, body: { message: DOMAIN_TAKEN } })
    expect((await api.get('/api/sending/domain', other.token)).body.domain).toBeNull()
    expect((await api.get('/api/sending/domain', owner.token)).body.domain).toEqual(added.body.domain)

    // A second domain for the owner is refused too; the same one again is the same answer.
    const again = await api.put('/api/sending/domain', { domain }, owner.token)
    expect(again.body.domain).toEqual(added.body.domain)
    expect((await api.put('/api/sending/domain', { domain: newDomain() }, owner.token)).status).toBe(409)

    expect((await api.delete('/api/sending/domain', owner.token)).body).toEqual({ domain: null })
    expect((await api.get('/api/sending/domain', owner.token)).body.domain).toBeNull()
    const taken = await api.put('/api/sending/domain', { domain }, other.token)
    expect(taken.status).toBe(200)
    expect(taken.body.domain).toMatchObject({ domain, status: 'pending' })
  })

  it('answers bad input with a 400 or 404 and its message, and keeps nothing of it', async () => {
    const founder = await signUp(api)
    for (const domain of [
      'not a domain',
      'ada@acme.example',
      'https://acme.example',
      'localhost',
      '1.2.3.4',
      'a'.repeat(260),
    ])
      expect(await api.put('/api/sending/domain', { domain }, founder.token)).toMatchObject({
        status: 400,
        body: { message: DOMAIN_INVALID },
      })
    expect((await api.put('/api/sending/domain', {}, founder.token)).status).toBe(400)
    expect(
      (await api.put('/api/sending/domain', { domain: 'acme.example', extra: 1 }, founder.token)).status,
    ).toBe(400)
    for (const domain of ['gmail.com', ' Outlook.com ', 'mail.yahoo.co.uk'])
      expect(await api.put('/api/sending/domain', { domain }, founder.token)).toMatchObject({
        status: 400,
        body: { message: DOMAIN_MAILBOX_PROVIDER },
      })
    for (const shared of ['mail.pressroom.example', 'reply.pressroom.example', 'pressroom.example'])
      expect(await api.put('/api/sending/domain', { domain: shared }, founder.token)).toMatchObject({
        status: 409,
        body: { message: DOMAIN_SHARED },
      })
    for (const [method, path, body] of [
      ['POST', '/api/sending/domain/check', undefined],
      ['POST', '/api/sending/domain/notice', undefined],
      ['PUT', '/api/sending/domain/from', { local_part: 'ada' }],
      ['DELETE', '/api/sending/domain', undefined],
    ] as const)
      expect(await api.call(method, path, { token: founder.token, body })).toMatchObject({
        status: 404,
        body: { message: NO_DOMAIN },
      })
    expect(
      await api.put('/api/sending/domain/from', { local_part: 'ada@x.example' }, founder.token),
    ).toMatchObject({
      status: 400,
      body: { message: LOCAL_PART_INVALID },
    })
    expect((await api.get('/api/sending/domain', founder.token)).body).toEqual({ domain: null })
  })
})

describe('the scheduled check of a pending domain', () => {
  let dns: LoopbackDns
  beforeAll(async () => {
    // A second server on the stack's zone folder: this process asks it as the stack asks its own.
    dns = await startLoopbackDns(zoneDir)
  })
  afterAll(() => dns.close())

  function scheduledDeps(at: Date) {
    const booked: { name: string; at: Date; message: QueueMessage }[] = []
    const deps = {
      store: store(),
      now: () => at,
      identities: dnsIdentities({ region: REGION, servers: [dns.server], timeoutMs: 1_000 }),
      scheduler: {
        schedule: async (name, when, message) => void booked.push({ name, at: when, message }),
        cancel: async () => {},
      },
      settings: {} as Deps['settings'],
    } satisfies Pick<Deps, 'store' | 'now' | 'identities' | 'scheduler' | 'settings'>
    return { deps, booked }
  }

  it('looks again every 10 minutes while records are missing, and stops once verified, removed or 72 hours on', async () => {
    const founder = await signUp(api)
    const domain = newDomain()
    const added = await api.put('/api/sending/domain', { domain }, founder.token)
    const created = Date.parse(
      (await store().sendingDomains.get({ user_id: founder.id }).go()).data!.created_at,
    )
    const message = { type: 'DomainCheckDue', version: 1, userId: founder.id, domain } as const

    const first = scheduledDeps(new Date(created + DOMAIN_CHECK_EVERY_MS))
    await checkDomainWhenDue(first.deps, message)
    expect(first.booked).toEqual([
      { name: expect.any(String), at: new Date(created + 2 * DOMAIN_CHECK_EVERY_MS), message },
    ])
    expect((await api.get('/api/sending/domain', founder.token)).body.domain.status).toBe('pending')

    // Near the end of SES's 72 hours, a check that finds nothing books no other.
    const last = scheduledDeps(new Date(created + 72 * 3_600_000 - 60_000))
    await checkDomainWhenDue(last.deps, message)
    expect(last.booked).toEqual([])

    publish(domain, dkimTokensOf(added.body.domain.records))
    const found = scheduledDeps(new Date(created + 3 * DOMAIN_CHECK_EVERY_MS))
    await checkDomainWhenDue(found.deps, message)
    expect(found.booked).toEqual([])
    const shown = (await api.get('/api/sending/domain', founder.token)).body.domain
    expect(shown).toMatchObject({ status: 'verified', verified_notice: true })

    // A check booked for a domain the founder no longer has changes nothing.
    await api.delete('/api/sending/domain', founder.token)
    const stale = scheduledDeps(new Date(created + 4 * DOMAIN_CHECK_EVERY_MS))
    await checkDomainWhenDue(stale.deps, message)
    expect(stale.booked).toEqual([])
    expect((await store().sendingDomains.get({ user_id: founder.id }).go()).data).toBeNull()
  })
})
