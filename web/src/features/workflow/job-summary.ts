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

// A deferred send waits at most a few days: its weekday and time say when ('Mon 09:30'), on the
// founder's clock.
const waitsUntil = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/**
 * When the deferred items go and why, one line per time: 'Deferred to Mon 09:30: one message a day to
 * this journalist', with their number when more than one wait for it.
 */
export const jobDeferrals = (job: BulkJob) =>
  job.deferrals.map(
    ({ until, reason, count }) =>
      `Deferred to ${waitsUntil.format(new Date(until))}: ${lowerFirst(reason)}${count > 1 ? ` (${count})` : ''}`,
  )

/** The overlay's lines under its result: why any were not sent, then when the deferred go. */
export const jobDetails = (job: BulkJob) => [...jobReasons(job), ...jobDeferrals(job)]

/**
 * What stays on screen after the overlay goes (2 s after the job): how many were not sent and why, and
 * when the deferred ones go; as an error when the mail service refused any, else as information.
 */
export function jobNotice(job: BulkJob): { text: string; tone: ToastTone } | undefined {
  const notSent = job.skipped + job.failed
  if (notSent === 0 && job.deferred === 0) return undefined
  const why = jobReasons(job)
  const deferrals = jobDeferrals(job)
  // A job from before the times were kept still says that some wait.
  if (job.deferred > 0 && deferrals.length === 0)
    deferrals.push(`${job.deferred} of ${job.total} deferred to a later day`)
  const parts = [
    notSent > 0 ? `${notSent} of ${job.total} not sent${why.length ? `: ${why.join('; ')}` : ''}` : '',
    ...deferrals,
  ].filter(Boolean)
  return { text: parts.join('. '), tone: job.failed ? 'error' : 'info' }
}
