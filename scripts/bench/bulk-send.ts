// npm run bench:send: bulk send throughput through the embedded stack's table-kept queue (1,000
// messages, counted for duplicates), beside the bare local mailbox writing the same number of
// messages on the same machine in the same run (the floor any pipeline built on it can reach).
import { apiAt } from '../../test/support/api'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../../test/support/sending'
import { removeDataDir, startStack } from '../../test/support/stack'
import { storeOf } from '../../test/support/store'
import { bareMailboxSeconds, reportBesideBaseline, writePitches } from './mailbox-baseline'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const COUNT = Number(process.env.BENCH_SEND_COUNT ?? 1000)

const stack = await startStack()
try {
  const store = storeOf(stack.dataDir)
  const api = apiAt(stack.url)
  console.log(`Arranging ${COUNT} journalists and pitches...`)
  const { ids, domain } = await arrangeJournalists(
    store,
    Array.from({ length: COUNT }, (_, i) => `b${i}`),
  )
  const founder = await founderWithPitches(api, store, [])
  const pitchIds = await writePitches(store, founder.id, founder.companyId, ids, (i) => `b${i}@${domain}`)

  const started = performance.now()
  const jobs: string[] = []
  for (let i = 0; i < pitchIds.length; i += 500) {
    const response = await api.post('/api/send-jobs', { pitchIds: pitchIds.slice(i, i + 500) }, founder.token)
    if (response.status !== 202)
      throw new Error(`send-jobs: ${response.status} ${JSON.stringify(response.body)}`)
    jobs.push(response.body.job.id)
  }
  for (const id of jobs)
    await waitUntil(
      async () => (await api.get(`/api/send-jobs/${id}`, founder.token)).body.job,
      (j) => j.done,
      600_000,
    )
  const pipelineS = (performance.now() - started) / 1000
  const received = (await mailbox(stack.url)).filter((m) => m.to.endsWith(`@${domain}`))
  const distinct = new Set(received.map((m) => m.to)).size

  const bareS = await bareMailboxSeconds(stack, store, COUNT)

  reportBesideBaseline({
    name: 'send',
    title: `Bulk send of ${COUNT} pitches`,
    command: 'npm run bench:send',
    path: 'bulk send: API → table queue → consumer → mailbox',
    unit: 'messages',
    ratioOf: 'Pipeline',
    count: COUNT,
    seconds: pipelineS,
    bareSeconds: bareS,
    notes: [
      `Delivered ${received.length} messages to ${distinct} distinct recipients of ${COUNT}: ${received.length - distinct} duplicates.`,
    ],
  })
  if (received.length !== COUNT || distinct !== COUNT) process.exitCode = 1
} finally {
  await stack.stop()
  removeDataDir(stack.dataDir)
}
