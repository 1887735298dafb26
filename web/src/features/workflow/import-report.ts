/** A refused row of 'Import from CSV', as the server reports it (its row number in the file). */
export interface RefusedRow {
  row: number
  reason: string
}

/**
 * The refused rows as one line per reason, their rows in runs: 'Rows 2–129: Already on the board' for
 * an export imported again, rather than 128 lines. In the order each reason first appears.
 */
export function refusedLines(refused: RefusedRow[]): string[] {
  const byReason = new Map<string, number[]>()
  for (const { row, reason } of refused) byReason.set(reason, [...(byReason.get(reason) ?? []), row])
  return [...byReason].map(
    ([reason, rows]) => `${rows.length === 1 ? 'Row' : 'Rows'} ${runs(rows).join(', ')}: ${reason}`,
  )
}

/** [2, 3, 4, 7] -> ['2–4', '7']. */
function runs(rows: number[]): string[] {
  const sorted = [...new Set(rows)].sort((a, b) => a - b)
  const out: string[] = []
  for (let i = 0; i < sorted.length; ) {
    let end = i
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end++
    out.push(end === i ? `${sorted[i]}` : `${sorted[i]}–${sorted[end]}`)
    i = end + 1
  }
  return out
}
