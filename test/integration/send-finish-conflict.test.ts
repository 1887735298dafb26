import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { describe, expect, inject, it } from 'vitest'
import { ensureProfile } from '../../functions/accounts/profile'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import type { OutgoingMail } from '../../functions/ports/mailer'
import { deliverSend } from '../../functions/sending/deliver'
import { recheckSends } from '../../functions/sending/recheck'
import { getSend, recordIntent } from '../../functions/sending/records'
import { createBulkJob, getBulkJob } from '../../functions/sending/send-pitch'
import { createStore, type Store } from '../../functions/store/store'
import { ENDPOINTS_FILE, type LocalEndpoints } from '../../infra/local/endpoints'

/*
 * DynamoDB Local runs transactions one at a time, so it never cancels one for meeting another. DynamoDB
 * does (TransactionConflict): every send of a bulk job counts itself on the one job item as it lands,
 * so sends of one job finishing at the same moment cancel each other's. This store's first transaction
 * that writes a bulk job is cancelled so, once.
 */
function storeWithOneJobConflict(): Store {
  const endpoints: LocalEndpoints = JSON.parse(
    readFileSync(join(inject('stackDataDir'), ENDPOINTS_FILE), 'utf8'),
  )
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: endpoints.region,
      endpoint: endpoints.dynamodb,
      credentials: LOCAL_CREDENTIALS,
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  )
  let conflicts = 1
  client.middlewareStack.add(
    (next) => async (args) => {
      const items = (args.input as { TransactItems?: Record<string, { Key?: { sk: string } }>[] })
        .TransactItems
      const onJob = (item: Record<string, { Key?: { sk: string } }>) =>
        Object.values(item)[0]?.Key?.sk.startsWith('BULK_JOB#') === true
      if (!items?.some(onJob) || conflicts === 0) return next(args)
      conflicts--
      const reasons = items.map((item) => ({ Code: onJob(item) ? 'TransactionConflict' : 'None' }))
      throw new TransactionCanceledException({
        $metadata: {},
        message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
        CancellationReasons: reasons,
      })
    },
    { step: 'initialize', name: 'oneBulkJobConflict' },
  )
  const store = createStore({
    table: endpoints.table,
    region: endpoints.region,
    endpoint: endpoints.dynamodb,
    credentials: LOCAL_CREDENTIALS,
  })
  for (const entity of Object.values(store))
    if (entity && typeof entity === 'object' && 'setClient' in entity)
      (entity as { setClient(c: unknown): void }).setClient(client)
  return store
}

describe('a send of a bulk job whose final write meets another send of the job', () => {
  it('is recorded sent once it went, and counted on its job: never left on its way, then failed', async () => {
    const store = storeWithOneJobConflict()
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
