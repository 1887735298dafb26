/**
 * The time every use case reads through `deps.now`. Real time everywhere; the embedded stack started
 * for tests (PRESSROOM_TEST_CLOCK=1) may move it forward through /dev/clock, so follow-ups due in days
 * are tested without waiting. Nothing in AWS can change the offset.
 */
let offsetMs = 0

export const now = () => new Date(Date.now() + offsetMs)

export function advanceClock(ms: number) {
  offsetMs += ms
  return now()
}
