/**
 * Why a send was not made, in words the founder can act on: kept on the send (its `reason`) and on
 * its bulk job, where the progress overlay counts them ("No e-mail address (2)").
 */
export const SKIP_REASONS = {
  noEmail: 'No e-mail address',
  replied: 'The journalist has already replied',
  alreadySent: 'Already sent',
  onItsWay: 'Already on its way',
  triedBefore: 'Tried before and not sent: see its sends',
  notPitched: 'Not pitched yet: follow-ups go only to journalists you have pitched',
  suppressed: 'This address has unsubscribed or cannot receive mail',
  blocked: 'The account is blocked',
  deleted: 'The card was deleted',
  leftPitched: 'The card is no longer in Pitched',
  paused: 'Automations are paused',
  cancelled: 'Cancelled before it was sent',
  rescheduled: 'Moved to another time before it was sent',
  interrupted: 'The request stopped before it was queued: send it again',
  noText: 'The message has no text: write it, then send it again',
  badAddress: 'Not a valid e-mail address',
  noMailServer: 'No mail server for this domain',
  healthPaused: 'Waits: sending is paused until you confirm your list is cleaned',
} as const
