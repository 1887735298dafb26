import { describe, expect, it } from 'vitest'
import { notTextMessage, oneLineMessage, storedText } from './text'
import * as z from './zod'

const name = storedText('Name').check(z.maxLength(10))
const story = storedText('Story', { multiline: true })
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('stored text', () => {
  it('is trimmed and normalised to NFC', () => {
    expect(name.parse('  Zoe\u0301 ')).toBe('Zoé')
    expect(name.parse('Zoé')).toBe(name.parse('Zoe\u0301'))
  })

  it.each([
    ['NUL', 'Ada\u0000'],
    ['a bell', 'A\u0007da'],
    ['DEL', 'Ada\u007F'],
    ['a C1 control', 'Ada\u0085x'],
    ['the right-to-left override', 'Ada\u202Egpj.exe'],
    ['a left-to-right embedding', '\u202AAda'],
    ['a first-strong isolate', 'Ada\u2068x\u2069'],
    ['a lone high surrogate', 'Ada\uD83D'],
    ['a lone low surrogate', '\uDE00Ada'],
  ])('refuses %s with a message naming the field', (_what, value) => {
    expect(messageOf(name.safeParse(value))).toBe(notTextMessage('Name'))
    expect(messageOf(story.safeParse(value))).toBe(notTextMessage('Story'))
  })

  it('keeps line breaks and tabs in multi-line text only', () => {
    expect(story.parse('First line\n\tSecond\r\nThird')).toBe('First line\n\tSecond\r\nThird')
    expect(messageOf(name.safeParse('Ada\nLove'))).toBe(oneLineMessage('Name'))
    expect(messageOf(name.safeParse('Ada\u2028Love'))).toBe(oneLineMessage('Name'))
  })

  it('accepts any script, emoji in pairs, and the marks right-to-left writing needs', () => {
    for (const value of ['Zoë', '李小龙', 'שלום\u200Fעולם', 'Ada 🚀', 'مرحبا']) {
      expect(storedText('Name').parse(value)).toBe(value)
    }
  })

  it('checks length bounds on the clean text', () => {
    expect(name.safeParse('  0123456789  ').success).toBe(true)
    expect(name.safeParse('01234567890').success).toBe(false)
  })
})
