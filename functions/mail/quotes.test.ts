import { describe, expect, it } from 'vitest'
import { splitQuoted } from './quotes'

describe("a reply's own words and the history it quotes", () => {
  it('keeps the quoted history apart, after the words', () => {
    const text =
      'Sounds interesting, can you send numbers by Thursday?\n\nOn Mon, 3 Mar 2025, Ada <ada@x.example> wrote:\n> Hi Dana'
    expect(splitQuoted(text)).toEqual({
      fresh: 'Sounds interesting, can you send numbers by Thursday?',
      quoted: 'On Mon, 3 Mar 2025, Ada <ada@x.example> wrote:\n> Hi Dana',
    })
  })

  it('has no history when nothing is quoted', () => {
    expect(splitQuoted('Yes, Thursday works.\n')).toEqual({ fresh: 'Yes, Thursday works.', quoted: '' })
  })

  it('reads a bottom-posted reply as its unquoted lines, with the whole message as history', () => {
    const text = '> Would you like a demo?\n\nYes please, next week.'
    expect(splitQuoted(text)).toEqual({ fresh: 'Yes please, next week.', quoted: text })
  })
})
