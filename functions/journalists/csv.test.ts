import { describe, expect, it } from 'vitest'
import { unguardedCell } from '../../shared/domain/csv'
import { csvCell, parseCsv, toCsv } from './csv'

describe('CSV', () => {
  it('parses quoted cells with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ])
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    )
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('Plain text')).toBe('Plain text')
  })

  it('reads a guarded cell back as it was, and leaves a quote that guards nothing', () => {
    for (const text of ['=SUM(A1)', '+44 20', '-1', '@handle', "'quoted'", "It's fine"])
      expect(unguardedCell(parseCsv(toCsv(['cell'], [[text]]))[1]?.[0] ?? '')).toBe(text)
  })

  it('round-trips what it writes', () => {
    const csv = toCsv(['name', 'note'], [['Ada, Countess', 'line one\nline two']])
    expect(parseCsv(csv)).toEqual([
      ['name', 'note'],
      ['Ada, Countess', 'line one\nline two'],
    ])
  })
})
