import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { apiAt } from '../support/api'
import { serveRecords } from '../support/loopback-dns'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))
const zoneDir = inject('dnsZoneDir')

/** A domain of this test alone, with exactly these records on the stack's loopback DNS. */
function domainWith(records: Parameters<typeof serveRecords>[2]) {
  const domain = `${randomUUID().slice(0, 8)}.mail-check.example`
  serveRecords(zoneDir, domain, records)
  return domain
}

const sendsOf = async (token: string, pitchId: string) =>
  (await api.get(`/api/pitches/${pitchId}/sends`, token)).body.sends

describe('the mail server check before a send', () => {
  it(`skips a pitch to a domain that does not exist with "${SKIP_REASONS.noMailServer}", mailing nothing`, async () => {
    const address = `jo@${domainWith([])}`
    const { ids } = await arrangeJournalists(store(), [address])
    const founder = await founderWithPitches(api, store(), ids)
    const pitch = founder.pitches[0]!
    const response = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
    expect(response.status).toBe(200)
    expect(response.body.pitch).toMatchObject({ send_status: 'skipped' })
    expect(response.body.pitch.status).not.toBe('pitched')
    expect(await sendsOf(founder.token, pitch.id)).toMatchObject([
      { status: 'skipped', reason: SKIP_REASONS.noMailServer },
    ])
    expect((await mailbox(baseUrl)).filter((m) => m.to === address)).toEqual([])
  })

  it('mails a domain with only an A record, and counts one with neither MX nor A as skipped', async () => {
    const byA = `ann@${domainWith([{ type: 'A', address: '192.0.2.10' }])}`
    const textOnly = `tom@${domainWith([{ type: 'TXT', data: 'v=spf1 -all' }])}`
    const byMx = `max@${domainWith([{ type: 'MX', exchange: 'mx.elsewhere.example', priority: 10 }])}`
    const { ids } = await arrangeJournalists(store(), [byA, textOnly, byMx])
    const founder = await founderWithPitches(api, store(), ids)
    const started = await api.post(
      '/api/send-jobs',
      { pitchIds: founder.pitches.map((p) => p.id) },
      founder.token,
    )
    const job = await waitUntil(
      async () => (await api.get(`/api/send-jobs/${started.body.job.id}`, founder.token)).body.job,
      (j) => j.done,
    )
    expect(job).toMatchObject({ total: 3, sent: 2, skipped: 1, failed: 0 })
    expect(job.reasons).toEqual([{ reason: SKIP_REASONS.noMailServer, count: 1 }])
    const received = (await mailbox(baseUrl)).map((m) => m.to)
    expect(received).toEqual(expect.arrayContaining([byA, byMx]))
    expect(received).not.toContain(textOnly)
  })
})
