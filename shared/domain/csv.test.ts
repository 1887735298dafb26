import { describe, expect, it } from 'vitest'
import { csvCell, unguardedCell } from './csv'

/** A cell's text as a CSV reader hands it back: RFC 4180 quotes taken off. */
const read = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)

describe('a guarded CSV cell', () => {
  it('starts a formula-like value with a quote, so a spreadsheet shows it as text', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell("'=SUM(A1)")).toBe("''=SUM(A1)")
    expect(csvCell("it's")).toBe("it's")
  })

  it('reads back as the value exported, whatever it started with', () => {
    for (const value of [
      '=1+1',
      '+44 20',
      '-2',
      '@here',
      '\tTabbed',
      "'=x",
      "''+y",
      "'quoted",
      'plain',
      "it's",
    ])
      expect(unguardedCell(read(csvCell(value)))).toBe(value)
  })
})
