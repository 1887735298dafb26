import { describe, expect, it } from 'vitest'
import { refusedLines } from './import-report'

describe("the 'Import from CSV' report", () => {
  it('keeps a single refused row as it is', () => {
    expect(refusedLines([{ row: 4, reason: 'No such journalist in the database' }])).toEqual([
      'Row 4: No such journalist in the database',
    ])
  })

  it('gives each reason one line, its rows in runs, in the order the reasons first appear', () => {
    const again = Array.from({ length: 128 }, (_, i) => ({ row: i + 2, reason: 'Already on the board' }))
    expect(
      refusedLines([
        { row: 131, reason: 'Unknown status "won"' },
        ...again,
        { row: 130, reason: 'No such journalist in the database' },
        { row: 133, reason: 'Unknown status "won"' },
        { row: 134, reason: 'Unknown status "won"' },
      ]),
    ).toEqual([
      'Rows 131, 133–134: Unknown status "won"',
      'Rows 2–129: Already on the board',
      'Row 130: No such journalist in the database',
    ])
  })
})
