import { describe, expect, it } from 'vitest'
import { COMPANY_FIELD_INFO, COMPANY_FIELDS, COMPANY_SECTIONS, companyCompleteness } from './company'

const full = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, `about ${field}`]))

describe('company completeness', () => {
  it('tracks the 22 fields of the specification, each in exactly one section with a hint', () => {
    expect(COMPANY_FIELDS).toHaveLength(22)
    expect(new Set(COMPANY_FIELDS).size).toBe(22)
    expect(COMPANY_SECTIONS.map((s) => s.title)).toEqual([
      'Basic Information',
      'Recent Progress',
      'Business Metrics',
      'Founder Information',
    ])
    for (const field of COMPANY_FIELDS) expect(COMPANY_FIELD_INFO[field].hint.length).toBeGreaterThan(10)
  })

  it('is 0 for a company with only a name', () => {
    expect(companyCompleteness({})).toBe(0)
  })

  it('does not count blank or whitespace-only fields', () => {
    expect(
      companyCompleteness({ short_description: '   ', revenue: '\n\t', location: '', founder_story: null }),
    ).toBe(0)
  })

  it('rounds the share of filled fields', () => {
    expect(companyCompleteness({ short_description: 'x' })).toBe(5) // 4.5 rounds up
    expect(companyCompleteness({ short_description: 'x', location: 'Berlin', revenue: ' 1M ' })).toBe(14) // 13.6
    expect(companyCompleteness({ ...full, key_quotes: ' ' })).toBe(95) // 21 of 22
  })

  it('is 100 when every field is filled', () => {
    expect(companyCompleteness(full)).toBe(100)
  })
})
