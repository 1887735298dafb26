import { describe, expect, it } from 'vitest'
import { createQueryParser } from './query-parser'

const parse = createQueryParser({
  topics: ['AI', 'Fintech', 'Climate', 'Cybersecurity', 'E-commerce'],
  beats: ['Startups', 'Venture Capital', 'Cybersecurity'],
  locations: ['London', 'New York', 'San Francisco'],
  publications: ['The Ledger Daily', 'Pixel & Play'],
})

describe('the natural-language query parser', () => {
  it('understands the example of the issue', () => {
    expect(parse('fintech reporters in London covering seed rounds')).toEqual({
      text: 'seed rounds',
      filters: { topics: ['Fintech'], locations: ['London'] },
      terms: 'seed rounds Fintech',
    })
  })

  it('matches multi-word names and synonyms, longest phrase first', () => {
    expect(parse('journalists in NYC writing about machine learning')).toMatchObject({
      text: '',
      filters: { topics: ['AI'], locations: ['New York'] },
    })
    expect(parse('writers at pixel & play')).toMatchObject({
      text: '',
      filters: { publications: ['Pixel & Play'] },
    })
  })

  it('keeps a beat in the text, in its own name, to rank rather than exclude', () => {
    expect(parse('VC reporters in London')).toEqual({
      text: 'venture capital',
      filters: { locations: ['London'] },
      terms: 'venture capital',
    })
  })

  it('prefers the topic when a word is both a topic and a beat', () => {
    expect(parse('cybersecurity')).toMatchObject({ text: '', filters: { topics: ['Cybersecurity'] } })
  })

  it('keeps unknown words as text and drops duplicates of a filter', () => {
    expect(parse('Fintech fintech payments open banking APIs')).toMatchObject({
      text: 'open apis',
      filters: { topics: ['Fintech'] },
    })
  })

  it('keeps a plain name search as text', () => {
    expect(parse('Ada Lovelace')).toEqual({ text: 'ada lovelace', filters: {}, terms: 'ada lovelace' })
  })
})
