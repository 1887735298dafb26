import { describe, expect, it } from 'vitest'
import { answerSendId, replySubject } from './answer'
import { forwardTokensIn } from './forward'

describe("a conversation's names and addresses", () => {
  it("finds a forward's founder-side token, and not a journalist-side reply token", () => {
    const settings = { replyDomain: 'reply.pressroom.example' }
    const token = 'a'.repeat(24)
    expect(forwardTokensIn(settings, `To: Ada <answer+${token}@reply.pressroom.example>`)).toEqual([token])
    expect(forwardTokensIn(settings, `To: reply+${token}@reply.pressroom.example`)).toEqual([])
    expect(forwardTokensIn(settings, `To: answer+${token}@reply.elsewhere.example`)).toEqual([])
  })

  it('writes "Re: " once', () => {
    expect(replySubject('Robots that sort parcels')).toBe('Re: Robots that sort parcels')
    expect(replySubject('RE: Robots')).toBe('RE: Robots')
  })

  it('names an answer by its Idempotency-Key, the same each time, and a new one without', () => {
    expect(answerSendId('p1', 'key-1')).toBe(answerSendId('p1', 'key-1'))
    expect(answerSendId('p1', 'key-1')).not.toBe(answerSendId('p1', 'key-2'))
    expect(answerSendId('p1', undefined)).not.toBe(answerSendId('p1', undefined))
  })
})
