/**
 * A founder's sending health: what SES's delivery events said of their recent sends, against the
 * rates at which SES acts on the whole account every founder shares. Figures from SES's documentation
 * (2026-12-02): it reviews an account at a 5% bounce rate or a 0.1% complaint rate, and may pause its
 * sending at 10% and 0.5%.
 */
export const SENDING_HEALTH = {
  /** SES's own review thresholds, shown beside the founder's rates. */
  sesReviewBounceRate: 0.05,
  sesReviewComplaintRate: 0.001,
  /**
   * Pressroom pauses one founder's sending well before SES would review everyone's: at 3% hard
   * bounces, so one careless list stops at three fifths of SES's line, and at 0.08% complaints, a fifth
   * below SES's, since complaints weigh far more with mailbox providers than bounces.
   */
  pauseBounceRate: 0.03,
  pauseComplaintRate: 0.0008,
  /**
   * Not on fewer sends than this: one bounce in 20 sends is 5%, noise rather than a list to clean.
   * SES itself judges rates on a representative volume.
   */
  minSends: 50,
  /** The two windows shown and judged: the last 30 days, and the last 200 sends (a busy week). */
  windowDays: 30,
  lastSends: 200,
} as const

export interface HealthWindow {
  sent: number
  delivered: number
  bounced: number
  complained: number
  bounceRate: number
  complaintRate: number
}

/** What a send contributes: when it went, and what its delivery events said last. */
export interface SentRecord {
  sent_at?: string
  delivery?: string
}

const DAY_MS = 86_400_000

function windowOf(sends: SentRecord[]): HealthWindow {
  const sent = sends.length
  const count = (...states: string[]) => sends.filter((s) => states.includes(s.delivery ?? '')).length
  // A complaint comes after a delivery: the send was delivered.
  const delivered = count('delivered', 'complained')
  const bounced = count('bounced_hard')
  const complained = count('complained')
  return {
    sent,
    delivered,
    bounced,
    complained,
    bounceRate: sent ? bounced / sent : 0,
    complaintRate: sent ? complained / sent : 0,
  }
}

/** The founder's two windows, from their sends that went (any order), as of `now`. */
export function sendingHealthOf(sends: SentRecord[], now: Date) {
  const went = sends
    .filter((s): s is SentRecord & { sent_at: string } => !!s.sent_at)
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at))
  const since = new Date(now.getTime() - SENDING_HEALTH.windowDays * DAY_MS).toISOString()
  return {
    lastDays: windowOf(went.filter((s) => s.sent_at >= since)),
    lastSends: windowOf(went.slice(0, SENDING_HEALTH.lastSends)),
  }
}

export type PauseReason = 'bounces' | 'complaints'

/** Why sending should pause, if it should: either window past a line, over enough sends. */
export function pauseReasonOf(health: ReturnType<typeof sendingHealthOf>): PauseReason | undefined {
  const windows = [health.lastDays, health.lastSends].filter((w) => w.sent >= SENDING_HEALTH.minSends)
  if (windows.some((w) => w.complaintRate > SENDING_HEALTH.pauseComplaintRate)) return 'complaints'
  if (windows.some((w) => w.bounceRate > SENDING_HEALTH.pauseBounceRate)) return 'bounces'
  return undefined
}
