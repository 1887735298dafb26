import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { PitchSend, SendKind } from '../../../../../shared/contracts/sending'
import { SKIP_REASONS } from '../../../../../shared/domain/skip-reasons'
import { queryKeys } from '../../../lib/query-keys'
import { formatDateTime, SEND_HISTORY_MESSAGES } from '../constants'
import { isOnItsWay, usePitchSends } from '../use-pitch-sends'

const KIND_LABELS: Record<SendKind, string> = {
  pitch: 'Pitch',
  follow_up: 'Follow-up',
  message: 'Message',
  reply: 'Answer',
}

/**
 * What was sent to the pitch's journalist, or tried, newest first: the pitch, its follow-ups and the
 * workflow board's messages, each with what became of it. What still waits for its time shows in the
 * send panel and under 'Scheduled messages' instead. Nothing shows before the first send.
 */
export function SendHistory({ pitchId }: { pitchId: string }) {
  const sends = usePitchSends(pitchId)
  const past = (sends.data?.sends ?? []).filter(wentOrWasTried)
  // A send that lands changes its pitch too (sent, or why not): the boards and this dialog read it again.
  const queryClient = useQueryClient()
  const onItsWay = sends.data?.sends.some(isOnItsWay) ?? false
  const wasOnItsWay = useRef(onItsWay)
  useEffect(() => {
    if (wasOnItsWay.current && !onItsWay) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.workflow.board })
    }
    wasOnItsWay.current = onItsWay
  }, [onItsWay, queryClient])

  if (!sends.isError && past.length === 0) return null
  return (
    <section className="pitch-dialog-section" aria-labelledby="pitch-send-history">
      <h3 id="pitch-send-history" className="overline">
        History
      </h3>
      {sends.isError ? (
        <p className="muted">
          {SEND_HISTORY_MESSAGES.loadFailed}{' '}
          <button type="button" className="link-button" onClick={() => void sends.refetch()}>
            {SEND_HISTORY_MESSAGES.retry}
          </button>
        </p>
      ) : (
        <ol className="pitch-send-history">
          {past.map((send) => (
            <li key={send.id} className={`pitch-send-history-${send.status}`}>
              <span className="pitch-send-history-kind">{KIND_LABELS[send.kind]}</span>
              <span className="pitch-send-history-subject">{send.subject}</span>
              <span className="pitch-send-history-outcome">{outcome(send)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * Past, or on its way: not what waits for its time, nor a send replaced by the same words at another
 * time (moving a scheduled pitch records its new time as a new send).
 */
const wentOrWasTried = (send: PitchSend) =>
  send.status !== 'scheduled' && !(send.status === 'skipped' && send.reason === SKIP_REASONS.rescheduled)

/** What became of a send, in a few words: when it went, or why it did not. */
function outcome(send: PitchSend) {
  const why = send.reason ? `: ${send.reason}` : ''
  switch (send.status) {
    case 'sent':
      return send.sent_at ? (
        <>
          Sent <time dateTime={send.sent_at}>{formatDateTime(send.sent_at)}</time>
        </>
      ) : (
        'Sent'
      )
    case 'bounced':
      return `Bounced${why}`
    case 'skipped':
      return `Not sent${why}`
    case 'failed':
      return `Failed${why}`
    default:
      return 'Sending...'
  }
}
