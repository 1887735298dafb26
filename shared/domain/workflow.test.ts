import { describe, expect, it } from 'vitest'
import { fillMessage, firstNameOf, signMessage } from './workflow'

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
    expect(fillMessage('{{last_name}}', { journalist: ada, companyName: 'Acme' })).toBe('{{last_name}}')
  })

  it("fills {{first_name}} with the journalist's first name, a title before it skipped, when personalising", () => {
    expect(fillMessage('Hi {{first_name}},', { journalist: ada, companyName: 'Acme' })).toBe('Hi Ada,')
    const doctor = { name: 'Dr. Jane van der Berg', publication: 'P' }
    expect(fillMessage('Hi {{ first_name }},', { journalist: doctor, companyName: 'A' })).toBe('Hi Jane,')
    expect(fillMessage('Hi {{first_name}},', { companyName: 'Acme' })).toBe('Hi {{first_name}},')
    expect(firstNameOf('  Cher  ')).toBe('Cher')
  })

  it('signs below the body, trailing space and blank lines dropped', () => {
    expect(signMessage('Thanks,\n\n  ', 'Sam')).toBe('Thanks,\nSam')
  })

  it('adds no name after a sign-off that already names the founder, in full or by first name', () => {
    expect(signMessage('Hi,\n\nBest,\nSam Okafor\n', 'Sam Okafor')).toBe('Hi,\n\nBest,\nSam Okafor')
    expect(signMessage('Hi,\n\nCheers, Sam', 'Sam Okafor')).toBe('Hi,\n\nCheers, Sam')
    // A name inside a word, a lower-case word or a long sentence is not a signature.
    expect(signMessage('Hi,\n\nBest,\nSamantha', 'Sam')).toBe('Hi,\n\nBest,\nSamantha\nSam')
    expect(signMessage('Please mark the date', 'Mark')).toBe('Please mark the date\nMark')
    const sentence = 'Sam and the team would love to show you the robots at our warehouse next week.'
    expect(signMessage(sentence, 'Sam')).toBe(`${sentence}\nSam`)
  })
})
