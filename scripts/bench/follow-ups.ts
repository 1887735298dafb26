// npm run bench:follow-ups: N auto-send follow-ups (BENCH_FOLLOW_UPS_COUNT, 1,000 by default) due in
// the same minute, arranged as test/integration/follow-ups.test.ts does; the stack's test clock moved
// past that minute, and the wall time until every action has fired: schedule → send queue → consumer →
// mailbox, each counted for duplicates. Beside it, the bare local mailbox writing the same number of
// messages on the same machine in the same run.
import { tableScheduler } from '../../functions/adapters/local/table-queue'
import { movePitch } from '../../functions/pitches/move-pitch'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { apiAt } from '../../test/support/api'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../../test/support/sending'
import { type RunningStack, removeDataDir, startStack } from '../../test/support/stack'
import { storeOf } from '../../test/support/store'
import { bareMailboxSeconds, reportBesideBaseline } from './mailbox-baseline'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const COUNT = Number(process.env.BENCH_FOLLOW_UPS_COUNT ?? 1000)
const POLL_MS = 1_000
type Store = ReturnType<typeof storeOf>

const stack = await startStack({ env: { PRESSROOM_TEST_CLOCK: '1' } })
try {
  const store = storeOf(stack.dataDir)
  const api = apiAt(stack.url)
  console.log(`Arranging ${COUNT} follow-ups due in the same minute...`)
  const { ids, domain } = await arrangeJournalists(
    store,
    Array.from({ length: COUNT }, (_, i) => `f${i}`),
  )
  const founder = await founderWithPitches(api, store, [])
  const settings = await api.put(
    '/api/automation/settings',
    { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true, maxFollowUps: 1 },
    founder.token,
  )
  if (settings.status !== 200) throw new Error(`automation settings: ${settings.status}`)
  await pitchAll(store, founder.id, founder.companyId, ids, domain)
  const actionsOf = async () =>
    (await store.scheduledActions.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data
  const scheduled = await actionsOf()
  const minutes = new Set(scheduled.map((a) => Math.floor(Date.parse(a.scheduled_for) / 60_000)))
  if (scheduled.length !== COUNT || minutes.size !== 1)
    throw new Error(`arranged ${scheduled.length} actions of ${COUNT}, due in ${minutes.size} minutes, not 1`)
  const due = Math.max(...scheduled.map((a) => Date.parse(a.scheduled_for))) + 60_000

  // The stack's clock, not this process's, decides what is due: moved forward from its own reading.
  const started = performance.now()
  await clock(stack, Math.max(0, due - (await clock(stack, 0)).getTime()))
  const settled = await waitUntil(
    actionsOf,
    (actions) => actions.every((a) => a.status !== 'scheduled'),
    Math.max(600_000, COUNT * 600),
    POLL_MS,
  )
  const firedS = (performance.now() - started) / 1000

  const actionsSent = settled.filter((a) => a.status === 'sent').length
  const sends = (await store.sends.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data.filter(
    (s) => s.kind === 'follow_up',
  )
  const sendsSent = sends.filter((s) => s.status === 'sent').length
  const retried = sends.filter((s) => s.attempts > 1).length
  const received = (await mailbox(stack.url)).filter((m) => m.to.endsWith(`@${domain}`))
  const distinct = new Set(received.map((m) => m.to)).size
  const duplicates = received.length - distinct

  const bareS = await bareMailboxSeconds(stack, store, COUNT)

  reportBesideBaseline({
    name: 'follow-ups',
    title: `${COUNT} follow-ups due at once`,
    command: 'npm run bench:follow-ups',
    path: 'follow-ups: clock moved → table schedules → send queue → consumer → mailbox',
    unit: 'actions',
    ratioOf: 'Follow-ups',
    count: COUNT,
    seconds: firedS,
    bareSeconds: bareS,
    notes: [
      `Fired ${actionsSent} of ${COUNT} actions as sent (${settled.length - actionsSent} otherwise); ${sendsSent} follow-up sends recorded as sent (${retried} took more than one attempt).`,
      `Delivered ${received.length} messages to ${distinct} distinct recipients of ${COUNT}: ${duplicates} duplicates.`,
      `The time runs from the clock move until no action is left scheduled, polled every ${POLL_MS} ms (each poll reads every action, so more often would load the DynamoDB Local being measured), so it may read up to ${POLL_MS} ms long.`,
    ],
  })
  const exact = [actionsSent, sendsSent, sends.length, received.length, distinct].every((n) => n === COUNT)
  if (!exact || duplicates !== 0) process.exitCode = 1
} finally {
  await stack.stop()
  removeDataDir(stack.dataDir)
}

/**
 * Pitches written straight into the table and moved to pitched by the use case the API runs (as the
 * integration test arranges them): arranging, not measured.
 */
async function pitchAll(
  store: Store,
  userId: string,
  companyId: string,
  journalistIds: string[],
  domain: string,
) {
  const deps = { store, now: () => new Date(), scheduler: tableScheduler({ store, now: () => new Date() }) }
  const now = new Date().toISOString()
  for (let i = 0; i < journalistIds.length; i += 50) {
    await Promise.all(
      journalistIds.slice(i, i + 50).map(async (journalist_id, j) => {
        const pitch_id = crypto.randomUUID()
        await store.pitches
          .create({
            user_id: userId,
            pitch_id,
            company_id: companyId,
            journalist_id,
            subject: 'Acme sorts parcels with robots',
            content: 'Hi,\n\nAcme builds robots that sort parcels.\n\nAda',
            angle: 'launch',
            writer: 'bench',
            journalist_name: `Reporter ${i + j + 1}`,
            journalist_publication: 'The Test Gazette',
            journalist_email: `f${i + j}@${domain}`,
            // As if sent through Pressroom: follow-ups go only in the thread of a message it sent.
            sent_at: now,
            thread_message_id: `pitch-${pitch_id}@mail.pressroom.example`,
            created_at: now,
            updated_at: now,
          })
          .go()
        await movePitch(deps, userId, pitch_id, 'pitched')
      }),
    )
  }
}

/** Moves the stack's test clock forward by `advanceMs` (0 reads it) and answers its time. */
async function clock(stack: RunningStack, advanceMs: number): Promise<Date> {
  const response = await fetch(new URL('/dev/clock', stack.url), {
    method: 'POST',
    body: JSON.stringify({ advanceMs }),
  })
  if (!response.ok) throw new Error(`/dev/clock: ${response.status} ${await response.text()}`)
  return new Date(((await response.json()) as { now: string }).now)
}
