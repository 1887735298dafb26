import { describe, expect, it } from 'vitest'
import { givenStory } from './pitch-brief-form'

describe("the pitch brief's parts sent with a pitch", () => {
  it('are only those the founder filled in, each on one line', () => {
    expect(givenStory({})).toBeUndefined()
    expect(givenStory({ news: '   ', why: '\n' })).toBeUndefined()
    expect(givenStory({ news: ' We open in Leeds\non 3 March. ', ask: '' })).toEqual({
      news: 'We open in Leeds on 3 March.',
    })
  })
})
