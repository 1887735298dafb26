/** A feed is read this often while it answers. */
export const FEED_READ_EVERY_MINUTES = 60
/** The first wait after a failure; each further failure doubles it, up to a day. */
export const FEED_BACKOFF_FIRST_MINUTES = 15
export const FEED_BACKOFF_MAX_MINUTES = 24 * 60
/** How often the embedded stack looks for due feeds (EventBridge Scheduler's rate in AWS). */
export const FEEDS_DUE_EVERY_MINUTES = 15

const MINUTE_MS = 60_000

/** When to read a feed next: an hour after a good read, later and later after each failure in a row. */
export function nextFeedRead(now: Date, failuresInARow: number): Date {
  if (failuresInARow <= 0) return new Date(now.getTime() + FEED_READ_EVERY_MINUTES * MINUTE_MS)
  const minutes = Math.min(FEED_BACKOFF_FIRST_MINUTES * 2 ** (failuresInARow - 1), FEED_BACKOFF_MAX_MINUTES)
  return new Date(now.getTime() + minutes * MINUTE_MS)
}

/** Whether a feed's next read has come. */
export const isFeedDue = (feed: { next_read_at: string }, now: Date) =>
  Date.parse(feed.next_read_at) <= now.getTime()
