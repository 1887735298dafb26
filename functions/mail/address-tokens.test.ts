import { describe, expect, it } from 'vitest'
import { addressTokensIn } from './address-tokens'

const token = 'a1b2c3d4e5f6a1b2c3d4e5f6'

describe("the tokens in Pressroom's own addresses", () => {
  it('finds each once, in lower case, only with its own tag and on the reply domain', () => {
    const text = `To: reply+${token.toUpperCase()}@reply.example, answer+${'f'.repeat(24)}@reply.example\nCc: reply+${token}@reply.example reply+${'0'.repeat(24)}@other.example reply+${'1'.repeat(24)}@replyxexample`
    expect(addressTokensIn('reply', 'reply.example', text)).toEqual([token])
    expect(addressTokensIn('answer', 'reply.example', text)).toEqual(['f'.repeat(24)])
  })
})
