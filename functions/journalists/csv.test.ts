import { describe, expect, it } from 'vitest'
import { unguardedCell } from '../../shared/domain/csv'
import { csvCell, csvCells, parseCsv, toCsv } from './csv'

describe('CSV', () => {
  it('parses quoted cells with commas, doubled quotes and line breaks', async () => {
    expect(await csvCells('a,b\r\n"x, y","say ""hi""\nthere"\n\n')).toEqual([
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

  it('reads a guarded cell back as it was, and leaves a quote that guards nothing', async () => {
    for (const text of ['=SUM(A1)', '+44 20', '-1', '@handle', "'quoted'", "It's fine"])
      expect(unguardedCell((await csvCells(toCsv(['cell'], [[text]])))[1]?.[0] ?? '')).toBe(text)
  })

  it('round-trips what it writes', async () => {
    const csv = toCsv(['name', 'note'], [['Ada, Countess', 'line one\nline two']])
    expect(await csvCells(csv)).toEqual([
      ['name', 'note'],
      ['Ada, Countess', 'line one\nline two'],
    ])
  })

  it('numbers rows as a spreadsheet does, blank ones counted, a quoted line break one row, line endings mixed', async () => {
    const text = '\uFEFFname,note\r\n\r\nAda,"two\nlines"\nab"c,d\rlast,row'
    expect(await parseCsv(text)).toEqual([
      { row: 1, cells: ['name', 'note'] },
      { row: 3, cells: ['Ada', 'two\nlines'] },
      { row: 4, cells: ['ab"c', 'd'] },
      { row: 5, cells: ['last', 'row'] },
    ])
  })

  it('refuses a file that ends inside a quoted cell, naming the row that opened it', async () => {
    await expect(parseCsv('name,note\n\nAda,"never closed\nBob,fine\n')).rejects.toThrow(
      'Row 3 opens a quoted cell that is never closed: close its quote',
    )
  })
})
