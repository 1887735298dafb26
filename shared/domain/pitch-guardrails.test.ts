import { describe, expect, it } from 'vitest'
import { checkPitch } from './pitch-guardrails'

const facts = 'Acme raised $4.2M in seed funding in March 2026. 1,200 warehouses use it. Revenue grew 35%.'
const good = {
  subject: 'Acme raised $4.2M to sort parcels with robots',
  content:
    'Hi Ada,\n\nAcme raised $4.2M and 1,200 warehouses use it; revenue grew 35% since March 2026.\n\nSam',
}

describe('pitch guardrails', () => {
  it('passes a pitch whose every figure comes from the profile', () => {
    expect(checkPitch(good, facts)).toEqual([])
  })

  it('flags a number the profile never states', () => {
    expect(checkPitch({ ...good, content: `${good.content} We have 50,000 users.` }, facts)).toEqual([
      'it states "50000", which is not in the company profile',
    ])
  })

  it('flags filler phrases that mark a pitch as machine-written', () => {
    const problems = checkPitch(
      { ...good, content: `I hope this email finds you well. ${good.content}` },
      facts,
    )
    expect(problems).toEqual(['it uses the filler phrase "i hope this email finds you well"'])
  })

  it('keeps the subject under 80 characters and the body under 200 words', () => {
    const problems = checkPitch({ subject: 'x'.repeat(80), content: 'word '.repeat(200) }, facts)
    expect(problems).toEqual([
      'the subject has 80 characters; keep it under 80',
      'the body has 200 words; keep it under 200',
    ])
    expect(checkPitch({ ...good, content: 'word '.repeat(250) }, facts, { maxWords: 400 })).toEqual([])
  })
})
