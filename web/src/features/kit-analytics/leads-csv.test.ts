import { describe, expect, it } from 'vitest'
import type { KitLead } from './api'
import { csvCell, LEADS_CSV_HEADER, leadsCsv, leadsCsvFilename } from './leads-csv'

const lead = (changes: Partial<KitLead> = {}): KitLead => ({
  name: 'Ana Silva',
  email: 'ana@news.example',
  company: 'The Gazette',
  role: 'Reporter',
  score: 70,
  captured_at: new Date(2026, 2, 4, 10, 30).toISOString(),
  marketing_consent: true,
  source: 'kit_download',
  ...changes,
})

describe('csvCell', () => {
  it('puts a quote before a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`)
  })

  it('quotes cells with a comma, a quote or a line break as RFC 4180 says, and leaves others bare', () => {
    expect(csvCell('Silva, Ana')).toBe('"Silva, Ana"')
    expect(csvCell('The "Daily"')).toBe('"The ""Daily"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('ana@news.example')).toBe('ana@news.example')
    expect(csvCell(70)).toBe('70')
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('leadsCsv', () => {
  it("writes spec 2's columns, then a row a lead with its capture day and consent, CRLF-ended", () => {
    const text = leadsCsv([lead(), lead({ name: '', email: 'x@y.example', marketing_consent: false })])
    expect(text).toBe(
      [
        'Name,Email,Company,Role,Score,Date,Marketing Consent',
        'Ana Silva,ana@news.example,The Gazette,Reporter,70,2026-03-04,Yes',
        ',x@y.example,The Gazette,Reporter,70,2026-03-04,No',
        '',
      ].join('\r\n'),
    )
    expect(LEADS_CSV_HEADER).toEqual([
      'Name',
      'Email',
      'Company',
      'Role',
      'Score',
      'Date',
      'Marketing Consent',
    ])
  })

  it('makes a hostile name and company harmless', () => {
    const [, row] = leadsCsv([lead({ name: '=cmd|"/c calc"!A1', company: '@evil, Inc' })]).split('\r\n')
    expect(row).toBe(`"'=cmd|""/c calc""!A1",ana@news.example,"'@evil, Inc",Reporter,70,2026-03-04,Yes`)
  })

  it('is only the header when there are no leads', () => {
    expect(leadsCsv([])).toBe('Name,Email,Company,Role,Score,Date,Marketing Consent\r\n')
  })
})

describe('leadsCsvFilename', () => {
  it('names the file press-kit-leads-{YYYY-MM-DD}.csv for the local day', () => {
    expect(leadsCsvFilename(new Date(2026, 0, 9, 23, 59))).toBe('press-kit-leads-2026-01-09.csv')
  })
})
