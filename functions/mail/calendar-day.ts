/** A calendar day with no time zone: what an absence note means by "the 5th". */
export interface CalendarDay {
  y: number
  m: number
  d: number
}

export function isValidDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** Days since 1970-01-01, for comparing and counting. */
export function dayNumber(day: CalendarDay): number {
  return Date.UTC(day.y, day.m - 1, day.d) / 86_400_000
}

export function fromDayNumber(n: number): CalendarDay {
  const date = new Date(n * 86_400_000)
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }
}

export function isoDay(day: CalendarDay): string {
  return `${String(day.y).padStart(4, '0')}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`
}

/**
 * A month and day with no year, placed in the year that makes it the next such day: a note sent
 * on 20 December that says "back on 5 January" means the January after.
 */
export function inYearAfter(sent: CalendarDay, m: number, d: number): CalendarDay | undefined {
  // A month of slack keeps "I was away until the 3rd" (sent on the 10th) in the same year.
  for (const y of [sent.y, sent.y + 1]) {
    if (isValidDay(y, m, d) && dayNumber({ y, m, d }) >= dayNumber(sent) - 31) return { y, m, d }
  }
  return undefined
}

/** Of several readings of one date, the first on or after the day sent; else the nearest. */
export function likeliest(readings: CalendarDay[], sent: CalendarDay): CalendarDay | undefined {
  const from = dayNumber(sent) - 1
  const byDistance = [...readings].sort(
    (a, b) => Math.abs(dayNumber(a) - from) - Math.abs(dayNumber(b) - from),
  )
  return byDistance.find((r) => dayNumber(r) >= from) ?? byDistance[0]
}
