import type { BulkJob } from '../../../../shared/contracts/sending'
import type { ToastTone } from '../../components/ui/toast'

/** Items with a final count: sent, skipped, failed, or moved to a later day. */
export const settledCount = (job: BulkJob) => job.sent + job.skipped + job.failed + job.deferred

/** A finished send or message job's result: 'Sent 1 · skipped 1', each count beyond the sent only if any. */
export function jobResult(job: BulkJob) {
  const others = [
    job.skipped ? `skipped ${job.skipped}` : '',
    job.failed ? `failed ${job.failed}` : '',
    job.deferred ? `deferred ${job.deferred}` : '',
  ].filter(Boolean)
  return [`Sent ${job.sent}`, ...others].join(' · ')
}

/** Why items were not sent, one line per reason: 'No e-mail address (2)'. */
export const jobReasons = (job: BulkJob) => job.reasons.map(({ reason, count }) => `${reason} (${count})`)

/**
 * What stays on screen after the overlay goes (2 s after the job): how many were not sent and why,
 * as an error when the mail service refused any, else as information.
 */
export function jobNotice(job: BulkJob): { text: string; tone: ToastTone } | undefined {
  const notSent = job.skipped + job.failed
  if (notSent === 0) return undefined
  const why = jobReasons(job)
  return {
    text: `${notSent} of ${job.total} not sent${why.length ? `: ${why.join('; ')}` : ''}`,
    tone: job.failed ? 'error' : 'info',
  }
}
