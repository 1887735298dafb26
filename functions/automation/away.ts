import { crashPoint } from '../platform/crash-point'
import type { Deps } from '../ports/deps'
import { actionsOfPitch, rescheduleAction } from './schedule'
import { afterReturnDate, nextWorkingDay, workingWindowOf } from './working-time'

type AwayDeps = Pick<Deps, 'store' | 'now' | 'scheduler'>

/**
 * An out-of-office note with a return date: the pitch's follow-ups due before the journalist is back
 * move now, not when each would have fired, so the scheduled list shows when they will really go. They
 * go from the first working time after the return date, one working day apart in their order (the
 * one-a-day rule would part them anyway). One that is paused stays paused, at its new time. Run again
 * (a redelivery of the note after a stop midway), it moves only what is still before its place.
 */
export async function moveFollowUpsPastAbsence(
  deps: AwayDeps,
  userId: string,
  pitchId: string,
  returnDate: string,
) {
  const open = (await actionsOfPitch(deps, userId, pitchId))
    .filter((a) => a.status === 'scheduled' || a.status === 'paused')
    // In their order, not their times': after a stop midway, the moved come after those not moved yet,
    // and the move run again must not put the later follow-up before the earlier one.
    .sort((a, b) => a.attempt_number - b.attempt_number || a.scheduled_for.localeCompare(b.scheduled_for))
  const [first] = open
  if (!first) return 0
  const window = await workingWindowOf(deps, userId, first.journalist_id)
  let earliest = afterReturnDate(returnDate, window)
  let moved = 0
  for (const action of open) {
    const due = new Date(action.scheduled_for)
    if (due >= earliest) {
      earliest = nextWorkingDay(due, window)
      continue
    }
    if (action.status === 'scheduled') await rescheduleAction(deps, action, earliest)
    else
      await deps.store.scheduledActions
        .patch({ user_id: userId, action_id: action.action_id })
        .set({ scheduled_for: earliest.toISOString(), updated_at: deps.now().toISOString() })
        .go()
    earliest = nextWorkingDay(earliest, window)
    moved++
    crashPoint('follow-up-moved')
  }
  return moved
}
