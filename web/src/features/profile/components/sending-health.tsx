import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SendingHealth as Health, SendingHealthWindow } from '../../../../../shared/contracts/sending'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { LoadError } from '../../../components/ui/load-error'
import { serverMessage } from '../../../lib/error-message'
import { queryKeys } from '../../../lib/query-keys'
import { profileApi } from '../api'

const LOAD_FAILED = 'Failed to load sending health'
const CONFIRM_FAILED = 'Sending could not be resumed. Try again.'

/** A rate as people read it: 3.4%, 0.08%. */
export const percent = (rate: number) => {
  const value = rate * 100
  return `${value.toFixed(value > 0 && value < 1 ? 2 : 1)}%`
}

const WHY = {
  bounces: 'more than 3% of your recent pitches bounced',
  complaints: 'more than 0.08% of your recent pitches were reported as spam',
} as Record<string, string>

/**
 * The founder's delivered, bounce and complaint rates beside SES's lines and Pressroom's, and, when
 * the guard has paused their sending, why and what to do, with the confirmation that resumes it.
 */
export function SendingHealth() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: queryKeys.profile.health,
    queryFn: async ({ signal }) => (await profileApi.sendingHealth(signal)).health,
  })
  const confirm = useMutation({
    mutationFn: async () => (await profileApi.confirmListCleaned()).health,
    onSuccess: (health) => queryClient.setQueryData<Health>(queryKeys.profile.health, health),
  })
  const health = query.data
  return (
    <section className="card section-card" aria-labelledby="sending-health-heading">
      <h2 id="sending-health-heading">Sending health</h2>
      {query.isError && !health && <LoadError message={LOAD_FAILED} onRetry={() => void query.refetch()} />}
      {!health && !query.isError && <p className="muted">Loading...</p>}
      {health && (
        <>
          {(health.paused || health.waiting > 0) && (
            <div className="health-banner" role="alert">
              {health.paused ? (
                <p>
                  <strong>Sending is paused:</strong> {WHY[health.paused.reason] ?? WHY.bounces}. Mail from
                  every Pressroom founder leaves through the same service, which reviews accounts at{' '}
                  {percent(health.thresholds.ses_review_bounce_rate)} bounces or{' '}
                  {percent(health.thresholds.ses_review_complaint_rate)} complaints.
                </p>
              ) : null}
              <p>
                {health.waiting === 1 ? '1 message waits' : `${health.waiting} messages wait`} (scheduled
                pitches and follow-ups): nothing is dropped. Remove the addresses that bounced or complained
                from your lists, then confirm to send them.
              </p>
              <button
                type="button"
                className="button button-primary"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                {confirm.isPending ? 'Resuming...' : 'I have cleaned my list: resume sending'}
              </button>
              {confirm.isError && <ErrorBanner message={serverMessage(confirm.error, CONFIRM_FAILED)} />}
            </div>
          )}
          {health.last_30_days.sent === 0 && health.last_200_sends.sent === 0 ? (
            <p className="empty-state">No pitches sent yet: your delivery rates appear here once you send.</p>
          ) : (
            <HealthTable health={health} />
          )}
          <p className="muted">
            Pressroom pauses your sending above {percent(health.thresholds.pause_bounce_rate)} bounces or{' '}
            {percent(health.thresholds.pause_complaint_rate)} complaints, judged on at least{' '}
            {health.thresholds.min_sends} sends, before the service's own review.
          </p>
        </>
      )}
    </section>
  )
}

function HealthTable({ health }: { health: Health }) {
  const windows: [string, SendingHealthWindow][] = [
    ['Last 30 days', health.last_30_days],
    ['Last 200 sends', health.last_200_sends],
  ]
  const { thresholds } = health
  return (
    <div className="health-table-wrap">
      <table className="health-table">
        <caption className="visually-hidden">Delivery of your pitches</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Measure</span>
            </th>
            {windows.map(([name]) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
            <th scope="col">Review at</th>
            <th scope="col">Pause at</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Delivered</th>
            {windows.map(([name, w]) => (
              <td key={name}>
                {w.delivered} of {w.sent}
              </td>
            ))}
            <td>—</td>
            <td>—</td>
          </tr>
          <tr>
            <th scope="row">Bounce rate</th>
            {windows.map(([name, w]) => (
              <td key={name}>{w.sent ? percent(w.bounceRate) : '—'}</td>
            ))}
            <td>{percent(thresholds.ses_review_bounce_rate)}</td>
            <td>{percent(thresholds.pause_bounce_rate)}</td>
          </tr>
          <tr>
            <th scope="row">Complaint rate</th>
            {windows.map(([name, w]) => (
              <td key={name}>{w.sent ? percent(w.complaintRate) : '—'}</td>
            ))}
            <td>{percent(thresholds.ses_review_complaint_rate)}</td>
            <td>{percent(thresholds.pause_complaint_rate)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
