/**
 * How far ahead a send or a message may be scheduled: a year. Past it a pitch's news is stale, and a
 * date that far (2099) is a slip of the keyboard, not a plan.
 */
export const SCHEDULE_HORIZON_MS = 365 * 24 * 3_600_000
