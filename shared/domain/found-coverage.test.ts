import { describe, expect, it } from 'vitest'
import { namedIn } from './found-coverage'

describe('a company named in a story', () => {
  it('is its name or an alias as a whole word or phrase, in any case and spacing', () => {
    expect(namedIn('Why Acme raised $4m', ['Acme'])).toBe('Acme')
    expect(namedIn('ACME, the robot startup', ['Acme'])).toBe('Acme')
    expect(namedIn('Inside Northwind\n Robotics today', ['Northwind Robotics'])).toBe('Northwind Robotics')
    expect(namedIn('The Widgetly app is out', ['Acme', 'Widgetly'])).toBe('Widgetly')
    expect(namedIn('Café Olé opens', ['café olé'])).toBe('café olé')
  })

  it('is never part of a longer word, nor a name too short to tell from a word', () => {
    expect(namedIn('Acmeology is a field', ['Acme'])).toBeUndefined()
    expect(namedIn('The subacme layer', ['Acme'])).toBeUndefined()
    expect(namedIn('Northwind is windy; robotics elsewhere', ['Northwind Robotics'])).toBeUndefined()
    expect(namedIn('AI is everywhere', ['AI'])).toBeUndefined()
    expect(namedIn('A (story) about c++', ['c++', '(story)'])).toBe('c++')
  })
})
