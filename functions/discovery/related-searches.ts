import type { FacetCount, SearchFilters } from '../../shared/contracts/discovery'
import type { ParsedQuery } from './query-parser'

/** The words that set each contact filter when a query says them (query-words.ts). */
const CONTACT_PHRASES = {
  hasEmail: 'with email',
  hasTwitter: 'on twitter',
  hasLinkedin: 'on linkedin',
} as const

export interface RelatedSearchesInput {
  parsed: ParsedQuery
  /** The filters the search ran with: the query's and those chosen beside it. */
  filters: SearchFilters
  /** Topic and city counts among the results. */
  topics: FacetCount[]
  cities: FacetCount[]
  /** The topics a word names when read as a query on its own ("cybersecurity" names Cybersecurity). */
  topicsNamedBy(word: string): string[]
}

/**
 * The searches offered beside the results ("Related:"), each a query the screen runs on its own, with no
 * filters: the topic most of the results also cover in place of the topics chosen (or beside the text,
 * when none is), and, while no place is chosen, the same search in the city most of them are in. Every
 * other criterion a query can say is kept: the text, the places, the publications, the contact channels.
 * (Filters that only the sidebar sets, a date range or a response rate, have no words and are left out.)
 */
export function relatedSearches(input: RelatedSearchesInput): { query: string }[] {
  const { parsed, filters, topics, cities, topicsNamedBy } = input
  const chosen = filters.topics ?? []
  const isChosen = (topic: string) => chosen.some((t) => t.toLowerCase() === topic.toLowerCase())
  // A word of the text that names a chosen topic goes with it (a beat stays in the text under its name).
  const text = parsed.text
    .split(' ')
    .filter((word) => word && !topicsNamedBy(word).some(isChosen))
    .join(' ')
  const beats = (filters.beats ?? []).filter((beat) => !text.toLowerCase().includes(beat.toLowerCase()))
  const subject = [text, ...beats].filter(Boolean).join(' ')
  const publications = filters.publications?.length ? `at ${filters.publications.join(' or ')}` : ''
  const contact = (Object.keys(CONTACT_PHRASES) as (keyof typeof CONTACT_PHRASES)[])
    .filter((flag) => filters[flag] === true)
    .map((flag) => CONTACT_PHRASES[flag])
  const query = (topicsOf: string[], places: string[]) =>
    [
      ...topicsOf,
      'journalists',
      subject && `covering ${subject}`,
      publications,
      places.length ? `in ${places.join(' or ')}` : '',
      ...contact,
    ]
      .filter(Boolean)
      .join(' ')

  const queries: string[] = []
  const topic = topics.find((facet) => !isChosen(facet.value))
  if (topic) queries.push(query([topic.value], filters.locations ?? []))
  const city = filters.locations?.length ? undefined : cities[0]
  if (city && (chosen.length || subject)) queries.push(query(chosen, [city.value]))
  return queries.map((q) => ({ query: q }))
}
