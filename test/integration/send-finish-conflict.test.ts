import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { ensureProfile } from '../../functions/accounts/profile'
import type { OutgoingMail } from '../../functions/ports/mailer'
import { deliverSend } from '../../functions/sending/deliver'
import { recheckSends } from '../../functions/sending/recheck'
import { getSend, recordIntent } from '../../functions/sending/records'
import { createBulkJob, getBulkJob } from '../../functions/sending/send-pitch'
import { storeWithConflicts } from '../support/store'

/*
 * Every send of a bulk job counts itself on the one job item as it lands, so on DynamoDB sends of one
 * job finishing at the same moment cancel each other's transactions. This store's first transaction
 * that writes a bulk job is cancelled so, once.
 */
const storeWithOneJobConflict = () =>
  storeWithConflicts(inject('stackDataDir'), (key) => key.sk.startsWith('BULK_JOB#'))

describe('a send of a bulk job whose final write meets another send of the job', () => {
  it('is recorded sent once it went, and counted on its job: never left on its way, then failed', async () => {
    const { store, made } = storeWithOneJobConflict()
    let clock = new Date()
    const mailed: OutgoingMail[] = []
    const deps = {
      store,
      settings: {
        mailFrom: 'pitches@pressroom.test',
        replyDomain: 'reply.pressroom.test',
        linkBaseUrl: 'https://app.pressroom.test',
      } as never,
      now: () => clock,
      // As SES: a message handed over twice goes twice.
      mailer: { deduplicates: false, send: async (mail: OutgoingMail) => void mailed.push(mail) },
      mailDomains: { takesMail: async () => 'takes_mail' as const },
      scheduler: { schedule: async () => {}, cancel: async () => {} },
      metrics: { count: () => {} },
    }
    const userId = `conflict-${randomUUID()}`
    await ensureProfile(deps, userId, `${userId}@example.com`)
    const jobId = randomUUID()
    await createBulkJob(deps, { userId, jobId }, 1, [])
    const { send } = await recordIntent(deps, {
      userId,
      sendId: `message-${jobId}-1`,
      kind: 'message',
      journalistId: 'demo-000001',
      jobId,
      to: { name: 'Dana Reed', email: `dana-${randomUUID().slice(0, 8)}@example.com` },
      subject: 'Hello',
      body: 'A few words.',
    })

    await deliverSend(deps, { userId, sendId: send.send_id })
    expect(made()).toBe(1)
    expect(mailed).toHaveLength(1)
    expect((await getSend(deps, userId, send.send_id))?.status).toBe('sent')
    expect(await getBulkJob(deps, userId, jobId)).toMatchObject({ sent: 1, failed: 0, done: true })

    // The job's recheck, a quarter of an hour later, finds nothing left to do with it.
    clock = new Date(clock.getTime() + 20 * 60_000)
    await recheckSends(deps, { type: 'SendsRecheck', version: 1, userId, sendIds: [send.send_id], jobId })
    expect(mailed).toHaveLength(1)
    expect((await getSend(deps, userId, send.send_id))?.status).toBe('sent')
  })
})
