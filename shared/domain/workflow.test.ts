import { describe, expect, it } from 'vitest'
import { fillMessage, signMessage } from './workflow'

const ada = { name: 'Ada Writer', publication: 'The Daily Bit' }

describe("a bulk message's placeholders", () => {
  it("fills the journalist's name and publication when personalising, spaces inside the braces allowed", () => {
    expect(
      fillMessage('Hi {{journalist_name}} of {{ publication }}, {{publication}}', {
        journalist: ada,
        companyName: 'Acme',
      }),
    ).toBe('Hi Ada Writer of The Daily Bit, The Daily Bit')
  })

  it('fills the company name whether or not personalising, and leaves the journalist placeholders when not', () => {
    expect(fillMessage('{{company_name}} for {{journalist_name}}', { companyName: 'Acme' })).toBe(
      'Acme for {{journalist_name}}',
    )
  })

  it('reads each value once, as written: no placeholder or $& inside a value is expanded', () => {
    expect(
      fillMessage('{{journalist_name}} / {{company_name}}', {
        journalist: { name: 'Bo {{company_name}}', publication: 'P' },
        companyName: 'A$&B $1',
      }),
    ).toBe('Bo {{company_name}} / A$&B $1')
  })

  it('leaves unknown placeholders alone', () => {
    expect(fillMessage('{{first_name}}', { journalist: ada, companyName: 'Acme' })).toBe('{{first_name}}')
  })

  it('signs below the body, trailing space and blank lines dropped', () => {
    expect(signMessage('Thanks,\n\n  ', 'Sam')).toBe('Thanks,\nSam')
  })
})
