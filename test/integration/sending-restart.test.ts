import { afterAll, describe, expect, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../support/sending'
import { type RunningStack, removeDataDir, startStack } from '../support/stack'
import { storeOf } from '../support/store'

/** Two cold starts of the whole stack (Java, Cognito, S3, the demo data's index) on a loaded machine. */
const RESTARTS_TIMEOUT = 240_000

describe('a bulk send across a crash', () => {
  let stack: RunningStack | undefined

  afterAll(async () => {
    await stack?.stop()
    if (stack) removeDataDir(stack.dataDir)
  })

  it(
    'killed halfway and started again, ends with every message sent exactly once',
    async () => {
      stack = await startStack()
      const store = () => storeOf(stack!.dataDir)
      const api = apiAt(stack.url)
      const labels = Array.from({ length: 30 }, (_, i) => `crash${i}`)
      const { ids, domain } = await arrangeJournalists(store(), labels)
      const founder = await founderWithPitches(api, store(), ids)
      const { body } = await api.post(
        '/api/send-jobs',
        { pitchIds: founder.pitches.map((p) => p.id) },
        founder.token,
      )
      const jobOf = async () =>
        (await apiAt(stack!.url).get(`/api/send-jobs/${body.job.id}`, founder.token)).body.job

      // Some sent, some not: then the process dies with no chance to finish what it holds.
      await waitUntil(jobOf, (job) => job.sent >= 3)
      await stack.kill()
      stack = await startStack({ dataDir: stack.dataDir })

      const job = await waitUntil(jobOf, (j) => j.done, 120_000)
      expect(job).toMatchObject({ total: 30, sent: 30, skipped: 0, failed: 0 })
      const received = (await mailbox(stack.url)).filter((m) => m.to.endsWith(`@${domain}`))
      expect(received.map((m) => m.to).sort()).toEqual(labels.map((l) => `${l}@${domain}`).sort())
      const sends = (await store().sends.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data
      expect(sends.filter((s) => s.status === 'sent')).toHaveLength(30)
    },
    RESTARTS_TIMEOUT,
  )
})
