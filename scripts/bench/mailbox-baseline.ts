// What the benches that drive mail through the embedded stack share: their baseline, the bare local
// mailbox writing the same number of messages on the same machine in the same run (the floor any
// pipeline built on it can reach), the rounding of their figures, and the pitches they send.
import { randomUUID } from 'node:crypto'
import { s3Blobs } from '../../functions/adapters/aws/s3-blobs'
import { localMailbox } from '../../functions/adapters/local/mailbox'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import type { RunningStack } from '../../test/support/stack'
import type { storeOf } from '../../test/support/store'
import { markdownTable, writeSection } from './report'

/** Seconds the stack's bare local mailbox takes to write `count` messages, 10 at a time. */
export async function bareMailboxSeconds(
  stack: RunningStack,
  store: ReturnType<typeof storeOf>,
  count: number,
): Promise<number> {
  const endpoints = stack.endpoints()
  const bare = localMailbox({
    store,
    blobs: s3Blobs({
      bucket: endpoints.bucket,
      region: endpoints.region,
      endpoint: endpoints.s3,
      credentials: LOCAL_CREDENTIALS,
    }),
    now: () => new Date(),
  })
  const raw = Buffer.from('From: a@example.com\r\nTo: b@example.com\r\nSubject: x\r\n\r\nbody\r\n')
  const started = performance.now()
  for (let i = 0; i < count; i += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, () =>
        bare.send({ from: 'a@example.com', to: 'b@example.com', messageId: `${randomUUID()}@bench`, raw }),
      ),
    )
  return (performance.now() - started) / 1000
}

/**
 * A pipeline bench's result: printed, and written as its BENCHMARKS.md section. The table gives the
 * pipeline's time beside the bare mailbox's for the same `count`; the first line after it is their
 * throughput ratio (`ratioOf` names the pipeline), then `notes`.
 */
export function reportBesideBaseline(section: {
  name: string
  title: string
  command: string
  path: string
  unit: string
  ratioOf: string
  count: number
  seconds: number
  bareSeconds: number
  /** Further baselines of the same run, each a row under the bare mailbox's. */
  moreBaselines?: { path: string; seconds: number }[]
  notes: string[]
}) {
  const { count, seconds, bareSeconds } = section
  console.log(`\n${section.title} (${section.command}, ${new Date().toISOString()})`)
  const perSecond = `${section.unit}/s`
  const rows = [
    { path: section.path, seconds: round(seconds), [perSecond]: round(count / seconds) },
    {
      path: 'baseline: bare local mailbox writes, 10 at a time',
      seconds: round(bareSeconds),
      [perSecond]: round(count / bareSeconds),
    },
    ...(section.moreBaselines ?? []).map((b) => ({
      path: b.path,
      seconds: round(b.seconds),
      [perSecond]: round(count / b.seconds),
    })),
  ]
  console.table(rows)
  const lines = [
    `${section.ratioOf} / baseline throughput: ${round(bareSeconds / seconds)}x`,
    ...section.notes,
  ]
  for (const line of lines) console.log(line)
  writeSection(section.name, {
    title: section.title,
    command: section.command,
    body: `${markdownTable(rows)}\n${lines.join('\n\n')}`,
  })
}

export function round(n: number) {
  return Math.round(n * 100) / 100
}

/**
 * Pitches to the given journalists (the i-th at `emailOf(i)`) written straight into the table, ready to
 * send: arranging, not measured, and no quota to buy.
 */
export async function writePitches(
  store: ReturnType<typeof storeOf>,
  userId: string,
  companyId: string,
  journalistIds: string[],
  emailOf: (index: number) => string,
) {
  const now = new Date().toISOString()
  const pitchIds: string[] = []
  for (let i = 0; i < journalistIds.length; i += 25) {
    const batch = journalistIds.slice(i, i + 25).map((journalist_id, j) => ({
      user_id: userId,
      pitch_id: randomUUID(),
      company_id: companyId,
      journalist_id,
      subject: 'Acme sorts parcels with robots',
      content: 'Hi,\n\nAcme builds robots that sort parcels for small warehouses.\n\nBest,\nAda',
      angle: 'launch' as const,
      writer: 'bench',
      journalist_name: `Reporter ${i + j + 1}`,
      journalist_publication: 'The Test Gazette',
      journalist_email: emailOf(i + j),
      created_at: now,
      updated_at: now,
    }))
    await store.pitches.put(batch).go()
    pitchIds.push(...batch.map((p) => p.pitch_id))
  }
  return pitchIds
}
