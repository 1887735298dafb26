import type { Pitch, PitchAngle } from '../../../../shared/contracts/pitches'

export const PITCH_MESSAGES = {
  loading: 'Loading pitches...',
  empty: 'No pitches yet',
  loadFailed: 'Failed to load pitches',
  statusFailed: 'Failed to update pitch status',
  saveFailed: 'Failed to save changes',
  deleteFailed: 'Failed to delete pitch',
  deleted: 'Pitch deleted',
  saved: 'Pitch updated',
  copied: 'Pitch copied to clipboard',
  copyFailed: 'Failed to copy pitch',
  regenerating: 'Regenerating pitch...',
  regenerated: 'Pitch regenerated!',
  regenerateFailed: 'Failed to regenerate pitch',
  undoRegeneration: 'Undo regeneration',
  restoring: 'Restoring...',
  restored: 'Earlier version restored',
  restoreFailed: 'Failed to restore the earlier version',
  noEmail: 'No email available',
  sent: 'Pitch sent',
  scheduled: 'Pitch scheduled',
  sendFailed: 'Failed to send pitch',
} as const

/** Taking back a scheduled send (not in the specifications, which show no way to). */
export const CANCEL_SEND_MESSAGES = {
  cancelled: 'Scheduled send cancelled',
  failed: 'Failed to cancel the scheduled send',
  messageCancelled: 'Scheduled message cancelled',
  messageFailed: 'Failed to cancel the scheduled message',
  moved: 'Scheduled send moved',
  moveFailed: 'Failed to move the scheduled send',
} as const

/** The pitch dialog's list of what was sent (not in the specifications). */
export const SEND_HISTORY_MESSAGES = {
  loadFailed: 'Failed to load what was sent.',
  retry: 'Try again',
} as const

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // Named: a send held for the journalist's next morning goes at their 09:30, another hour here.
  timeZoneName: 'short',
})

/** "Mar 4, 2026, 9:00 AM GMT+1": when a pitch goes out or went out, on the founder's clock, its zone named. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))

export const ANGLE_LABELS: Record<PitchAngle, string> = {
  funding: 'Funding',
  launch: 'Launch',
  milestone: 'Milestone',
  founder_story: 'Founder story',
  data: 'Data',
  product: 'Product',
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** "Mar 4, 2026": the day a pitch was written or sent. */
export const formatDate = (iso: string) => shortDate.format(new Date(iso))

const returnDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * "Away until Dec 8": the marker of a journalist whose out-of-office named a return date, until that
 * day has passed on the founder's calendar. The date is a day, on nobody's clock: formatted as UTC.
 */
export function awayUntil(pitch: Pick<Pitch, 'out_of_office_until'>, now = new Date()): string | null {
  const date = pitch.out_of_office_until
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  if (!date || date < today) return null
  return `Away until ${returnDay.format(new Date(`${date}T00:00:00Z`))}`
}
