import { describe, expect, it } from 'vitest'
import { createQueryParser } from './query-parser'

const parse = createQueryParser({
  topics: [
    'AI',
    'Fintech',
    'Climate',
    'Cybersecurity',
    'E-commerce',
    'Health',
    'Mobility',
    'Robotics',
    'SaaS',
  ],
  beats: ['Startups', 'Venture Capital', 'Cybersecurity', 'Policy'],
  locations: ['London', 'New York', 'San Francisco', 'Bangalore', 'Sydney', 'Berlin'],
  publications: ['The Ledger Daily', 'Pixel & Play', 'The Policy Desk'],
})

describe('the natural-language query parser', () => {
  it('understands the example of the issue', () => {
    expect(parse('fintech reporters in London covering seed rounds')).toEqual({
      text: 'seed rounds',
      filters: { topics: ['Fintech'], locations: ['London'] },
      terms: 'seed rounds Fintech',
      beats: [],
      handles: [],
      unknownPlaces: [],
      topicWords: ['fintech'],
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
      beats: ['Venture Capital'],
      handles: [],
      unknownPlaces: [],
      topicWords: [],
    })
  })

  it('prefers the topic when a word is both a topic and a beat, and ranks that beat first', () => {
    expect(parse('cybersecurity')).toMatchObject({
      text: 'cybersecurity',
      filters: { topics: ['Cybersecurity'] },
      beats: ['Cybersecurity'],
    })
  })

  it('keeps unknown words as text, drops a repeated filter, and narrows by other words for it', () => {
    expect(parse('Fintech fintech payments open banking APIs')).toMatchObject({
      text: 'payments open banking apis',
      filters: { topics: ['Fintech'] },
    })
  })

  it('keeps a plain name search as text', () => {
    expect(parse('Ada Lovelace')).toEqual({
      text: 'ada lovelace',
      filters: {},
      terms: 'ada lovelace',
      beats: [],
      handles: [],
      unknownPlaces: [],
      topicWords: [],
    })
  })

  it.each([
    ['EV reporters', 'Mobility'],
    ['autonomous vehicles journalists', 'Mobility'],
    ['self-driving cars', 'Mobility'],
    ['robots', 'Robotics'],
    ['enterprise software writers', 'SaaS'],
  ])('reads "%s" as the topic %s', (query, topic) => {
    expect(parse(query)).toMatchObject({ text: '', filters: { topics: [topic] } })
  })

  it.each([
    ['journalists in Bengaluru', 'Bangalore'],
    ['reporters in bangalore', 'Bangalore'],
    ['NYC', 'New York'],
    ['SF reporters', 'San Francisco'],
    ['writers in the Bay Area', 'San Francisco'],
  ])('reads "%s" as the place %s', (query, location) => {
    expect(parse(query)).toMatchObject({ text: '', filters: { locations: [location] } })
  })

  it('reads regulation as the policy beat and keeps the word to rank headlines about regulators', () => {
    expect(parse('fintech regulation')).toMatchObject({
      text: 'regulation policy',
      filters: { topics: ['Fintech'] },
      beats: ['Policy'],
    })
  })

  it('keeps "investors" as a word of the text, not a venture-capital rewrite', () => {
    expect(parse('AI investors')).toMatchObject({ text: 'investors', filters: { topics: ['AI'] } })
  })

  it('turns contact constraints into the filters they name', () => {
    expect(parse('climate reporters in Berlin with an email')).toEqual({
      text: '',
      filters: { hasEmail: true, topics: ['Climate'], locations: ['Berlin'] },
      terms: 'Climate',
      beats: [],
      handles: [],
      unknownPlaces: [],
      topicWords: ['climate'],
    })
    expect(parse('fintech writers on Twitter')).toMatchObject({
      text: '',
      filters: { hasTwitter: true, topics: ['Fintech'] },
    })
    expect(parse('robotics journalists on LinkedIn with email')).toMatchObject({
      text: '',
      filters: { hasLinkedin: true, hasEmail: true, topics: ['Robotics'] },
    })
  })

  it('names a publication without its leading "The", and tells it from a beat of the same word', () => {
    expect(parse('reporters at Ledger Daily')).toMatchObject({
      text: '',
      filters: { publications: ['The Ledger Daily'] },
    })
    expect(parse('policy desk writers')).toMatchObject({
      text: '',
      filters: { publications: ['The Policy Desk'] },
    })
    expect(parse('policy reporters')).toMatchObject({ text: 'policy', filters: {} })
  })

  it('understands typos in topics and places, over one word or several', () => {
    expect(parse('helth tech writers sydney')).toMatchObject({
      text: '',
      filters: { topics: ['Health'], locations: ['Sydney'] },
    })
    expect(parse('climte reporters in berlni')).toMatchObject({
      text: '',
      filters: { topics: ['Climate'], locations: ['Berlin'] },
    })
    expect(parse('new yrok fintech')).toMatchObject({
      filters: { topics: ['Fintech'], locations: ['New York'] },
    })
  })

  it('does not read a name as a near-miss of a filter', () => {
    expect(parse('Lena Moerau')).toMatchObject({ text: 'lena moerau', filters: {} })
    expect(parse('Sara Haddad')).toMatchObject({ text: 'sara haddad', filters: {} })
  })

  it('reads @name as a social handle, not as text', () => {
    expect(parse('@LenaMoreau')).toMatchObject({ text: '', handles: ['lenamoreau'] })
    expect(parse('fintech @ada_l in London')).toMatchObject({
      text: '',
      handles: ['ada_l'],
      filters: { topics: ['Fintech'], locations: ['London'] },
    })
    expect(parse('ada@example.com')).toMatchObject({ handles: [] })
  })

  it('drops the filler of a long description and keeps what it asks for', () => {
    expect(
      parse(
        'We are a small team building payments software and would love fintech journalists in London who might write about our seed round',
      ),
    ).toMatchObject({
      // "payments" describes their own product, before the ask: it ranks, the filter is the ask's.
      text: 'building payments software seed round',
      filters: { topics: ['Fintech'], locations: ['London'] },
    })
  })
})

describe('the query parser over a wider vocabulary', () => {
  const wide = createQueryParser({
    topics: [
      'AI',
      'Batteries',
      'Climate',
      'Drones',
      'EdTech',
      'Fintech',
      'Insurtech',
      'Legal Tech',
      'Wearables',
    ],
    beats: ['Startups', 'Product Reviews', 'Markets'],
    locations: ['London', 'New York', 'Berlin', 'Munich', 'São Paulo', 'Zurich', 'Atlanta', 'Oslo'],
    publications: ['The Ward Round'],
  })

  it('reads a country as every city of it the data has, and its short names', () => {
    expect(wide('fintech journalists in Germany')).toMatchObject({
      text: '',
      filters: { topics: ['Fintech'], locations: ['Berlin', 'Munich'] },
    })
    expect(wide('AI press in the UK').filters).toEqual({ topics: ['AI'], locations: ['London'] })
    expect(wide('climate reporters in the US').filters.locations).toEqual(['New York', 'Atlanta'])
  })

  it('ignores accents either way: Sao Paulo, Zürich, Munchen', () => {
    expect(wide('fintech in Sao Paulo').filters.locations).toEqual(['São Paulo'])
    expect(wide('climate journalists in Zürich').filters.locations).toEqual(['Zurich'])
    expect(wide('robots in Munchen').filters.locations).toEqual(['Munich'])
  })

  it('reads singular and plural, and "X tech" in one word or two', () => {
    expect(wide('drone reporters').filters.topics).toEqual(['Drones'])
    expect(wide('battery startups').filters.topics).toEqual(['Batteries'])
    expect(wide('wearable reviewers')).toMatchObject({
      filters: { topics: ['Wearables'] },
      beats: ['Product Reviews'],
    })
    expect(wide('insur tech writers').filters.topics).toEqual(['Insurtech'])
    expect(wide('legaltech').filters.topics).toEqual(['Legal Tech'])
    expect(wide('lawtech writers').filters.topics).toEqual(['Legal Tech'])
  })

  it('does not read an everyday word as a typo of a beat', () => {
    expect(wide('AI go-to-market')).toMatchObject({ text: 'go market', beats: [] })
  })

  it('reads contact wishes however they are put, and not "email marketing"', () => {
    expect(wide('biotech journalists I can email').filters).toMatchObject({ hasEmail: true })
    expect(wide('crypto writers on X').filters).toMatchObject({ hasTwitter: true })
    expect(wide('AI reporters with a verified e-mail').filters).toMatchObject({ hasEmail: true })
    expect(wide('fintech journalists with email and LinkedIn').filters).toMatchObject({
      hasEmail: true,
      hasLinkedin: true,
    })
    expect(wide('email marketing writers')).toMatchObject({ text: 'email marketing', filters: {} })
  })

  it('reads a pasted profile link as the handle', () => {
    expect(wide('https://x.com/Lena_M')).toMatchObject({ text: '', handles: ['lena_m'] })
    expect(wide('twitter.com/lenamoreau?lang=en')).toMatchObject({ text: '', handles: ['lenamoreau'] })
  })

  it('drops a misspelt "journalists" instead of searching for it', () => {
    expect(wide('climate jounalists in berlin')).toMatchObject({
      text: '',
      filters: { topics: ['Climate'], locations: ['Berlin'] },
    })
  })

  it('keeps an unknown place out of the search and names it, rather than reading a near one', () => {
    expect(wide('AI reporters in Atlantis')).toMatchObject({
      text: '',
      filters: { topics: ['AI'] },
      unknownPlaces: ['atlantis'],
    })
  })

  it("tells a description's own company from what it asks for", () => {
    expect(
      wide(
        'Hi! I run a small battery company in Oslo, we just closed our seed round, and I am looking for people who write about climate in Berlin',
      ),
    ).toMatchObject({
      filters: { topics: ['Climate'], locations: ['Berlin'] },
      text: 'battery oslo closed seed round',
    })
    // Short queries name what they want wherever the words are.
    expect(wide('battery reporters in Oslo').filters).toEqual({ topics: ['Batteries'], locations: ['Oslo'] })
  })
})
