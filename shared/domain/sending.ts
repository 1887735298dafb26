/** The (UTC) day a message counts against: one message per journalist per founder per day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** When a message that waits for the next day goes out: 09:00 UTC the next day. */
export function nextDayMorning(at: Date): Date {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1, 9))
  return next
}
