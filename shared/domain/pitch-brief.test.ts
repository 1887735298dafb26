import { describe, expect, it } from 'vitest'
import { profileGaps, thinProfileMessage } from './pitch-brief'

describe('what a profile lacks for a pitch', () => {
  it('names the Short Description when nothing says what the company does', () => {
    expect(profileGaps({})).toEqual(['Short Description'])
    // News alone, or blanks, do not say what the company is.
    expect(profileGaps({ recent_funding: 'Raised a seed round.', short_description: '   ' })).toEqual([
      'Short Description',
    ])
    expect(thinProfileMessage(profileGaps({}))).toBe(
      'Your company profile is too thin for a pitch: add Short Description (what the company does and for whom) first.',
    )
  })

  it('asks for nothing once any field says what the company does', () => {
    expect(profileGaps({ short_description: 'Robots that sort parcels.' })).toEqual([])
    expect(profileGaps({ use_case: 'A depot sorts 4,000 parcels a night with two robots.' })).toEqual([])
  })
})
