import { MIN_SLOT_VOLUME } from '../../../../../shared/domain/analytics'
import type { Charts } from '../api'
import { formatPercent, responseRateTone } from '../format'

/** Slots listed as bars: the server sends those with enough pitches first, the best of them first. */
const SHOWN = 6

const pitches = (n: number) => `${n} ${n === 1 ? 'pitch' : 'pitches'}`

/**
 * Optimal Send Times: response rate by day of week and time slot of sending, with volume. The best
 * time is the server's (shared/domain bestSendTime), the one Recommended Next Steps names too.
 */
export function SendTimesPanel({
  sendTimes,
  bestTime,
}: {
  sendTimes: Charts['sendTimes']
  bestTime: Charts['bestTime']
}) {
  return (
    <section className="card analytics-panel" aria-labelledby="send-times-heading">
      <h2 id="send-times-heading">Optimal Send Times</h2>
      {sendTimes.length === 0 ? (
        <p className="analytics-empty">
          No pitches sent in this period yet: a best time takes {MIN_SLOT_VOLUME} sent on the same day and
          time.
        </p>
      ) : (
        <>
          <p className="send-times-best">
            {bestTime ? (
              <>
                Best in this period, of the times with {MIN_SLOT_VOLUME} or more pitches:{' '}
                <strong>{bestTime.dayOfWeek}</strong>, {bestTime.timeSlot.toLowerCase()} ·{' '}
                {formatPercent(bestTime.responseRate)} response rate over {pitches(bestTime.volume)}
              </>
            ) : sendTimes.some((slot) => slot.volume >= MIN_SLOT_VOLUME) ? (
              `No day and time with ${MIN_SLOT_VOLUME} or more pitches has had a reply yet, so none is the best. So far:`
            ) : (
              `Too few pitches yet to name a best time: that takes ${MIN_SLOT_VOLUME} sent on the same day and time. So far:`
            )}
          </p>
          <ul className="rate-bars">
            {sendTimes.slice(0, SHOWN).map((slot) => (
              <li key={`${slot.dayOfWeek} ${slot.timeSlot}`}>
                <div className="rate-bar-label">
                  <span>
                    {slot.dayOfWeek}, {slot.timeSlot}
                  </span>
                  <span className="muted">
                    {formatPercent(slot.responseRate)} · {pitches(slot.volume)}
                  </span>
                </div>
                <meter
                  className={`rate-bar rate-${responseRateTone(slot.responseRate)}`}
                  min={0}
                  max={100}
                  value={slot.responseRate}
                  aria-label={`${slot.dayOfWeek}, ${slot.timeSlot}: response rate`}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
