import { describe, expect, it } from 'vitest'
import { asFixed, asSent, decodeFlowed, flowedIn } from './flowed'

const flowed = (lines: string[], delSp = false) => decodeFlowed(lines.join('\n'), { delSp })

describe('format=flowed', () => {
  it('joins a line ending in a space with the next line of the same quote depth', () => {
    expect(flowed(['We are launching ', 'next week.', 'Dana'])).toBe('We are launching next week.\nDana')
    expect(flowed(['> We are launching ', '> next week.'])).toBe('> We are launching next week.')
  })

  it('never joins lines of different quote depths', () => {
    expect(flowed(['> Hi ', 'Thanks, yes.'])).toBe('> Hi \nThanks, yes.')
    expect(flowed(['> Hi ', '>> earlier'])).toBe('> Hi \n>> earlier')
  })

  it('ends a paragraph at the first line without a trailing space, an empty one included (RFC 3676 4.2)', () => {
    expect(flowed(['Thanks ', '', 'Dana'])).toBe('Thanks \nDana')
  })

  it('keeps the signature separator a line of its own and drops space-stuffing', () => {
    expect(flowed(['Dana ', '-- ', 'Newsdesk'])).toBe('Dana -- \nNewsdesk')
    expect(flowed(['-- ', 'Newsdesk'])).toBe('-- \nNewsdesk')
    expect(flowed(['  From the desk'])).toBe(' From the desk')
  })

  it('drops the space DelSp=yes adds to break a word', () => {
    expect(flowed(['the em ', 'bargo'], true)).toBe('the embargo')
  })

  it('hands the parser flowed parts declared otherwise and restores the declaration', () => {
    const raw = 'Content-Type: text/plain; charset=utf-8; format="flowed"; DelSp=yes\r\n\r\nHi'
    expect(flowedIn(raw)).toEqual({ delSp: true })
    expect(flowedIn(asFixed(raw).replace(/x-flowed\S*/, 'fixed'))).toBeUndefined()
    expect(asSent(asFixed(raw))).toBe(raw)
    expect(flowedIn('Content-Type: text/plain; charset=utf-8\r\n\r\nformat=flowed')).toBeUndefined()
  })
})
