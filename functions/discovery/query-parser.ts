import type { SearchFilters } from '../../shared/contracts/discovery'

/** The words a founder uses for each filter value, beyond the value's own name. */
const SYNONYMS: Record<string, string[]> = {
  AI: ['artificial intelligence', 'machine learning', 'ml', 'llm', 'llms', 'genai', 'generative ai'],
  Fintech: ['fin tech', 'financial technology', 'payments', 'banking'],
  Climate: ['climate tech', 'cleantech', 'clean energy', 'sustainability'],
  Crypto: ['web3', 'blockchain', 'bitcoin'],
  Health: ['healthcare', 'health tech', 'healthtech', 'digital health'],
  'E-commerce': ['ecommerce', 'e commerce', 'retail'],
  Cybersecurity: ['security', 'infosec', 'cyber security'],
  'Developer Tools': ['devtools', 'dev tools', 'developer tooling'],
  'Venture Capital': ['vc', 'vcs', 'venture', 'investors', 'funding'],
  Startups: ['startup', 'start-ups', 'founders'],
  'San Francisco': ['sf', 'bay area', 'silicon valley'],
  'New York': ['nyc', 'new york city'],
  'Los Angeles': ['la'],
}

/** Words that say who the founder is looking for, not what they write about. */
export const STOPWORDS = new Set(
  'a an and any about at based by cover covers covering for from in into journalist journalists of on or reporter reporters who whom with writer writers writing write writes the that to me find show people editors editor'.split(
    ' ',
  ),
)

export interface Vocabulary {
  topics: string[]
  beats: string[]
  locations: string[]
  publications: string[]
}

type FilterList = 'topics' | 'beats' | 'locations' | 'publications'

export interface ParsedQuery {
  /** What is left to search as text; a beat stays here, in its own name ("vc" reads "venture capital"). */
  text: string
  /** Topics, places and publications named in the query: hard filters the screen can show. */
  filters: SearchFilters
  /** What ranks the journalists who qualify: the text plus the topics named (a place or publication
   * named is shared by everyone who qualifies, so it would not rank them). */
  terms: string
}

/**
 * Understands "fintech reporters in London covering seed rounds" as topic Fintech, location London and
 * the text "seed rounds". Known topics, places and publications (and their synonyms) become filters,
 * longest phrase first. A beat is softer: it stays in the text, so it ranks rather than excludes
 * ("mobility startups in Paris" should not drop Paris mobility reporters on another beat). Words that
 * only say "journalists" are dropped.
 */
export function createQueryParser(vocabulary: Vocabulary) {
  const phrases = new Map<string, { list: FilterList; value: string }>()
  const add = (list: FilterList, value: string, phrase: string) => {
    const key = normalise(phrase)
    if (key && !phrases.has(key)) phrases.set(key, { list, value })
  }
  // A topic wins over a beat of the same name (Cybersecurity is both).
  for (const list of ['topics', 'locations', 'publications', 'beats'] as const) {
    for (const value of vocabulary[list]) {
      add(list, value, value)
      for (const synonym of SYNONYMS[value] ?? []) add(list, value, synonym)
    }
  }
  const longest = Math.max(1, ...[...phrases.keys()].map((p) => p.split(' ').length))

  return (query: string): ParsedQuery => {
    const words = normalise(query).split(' ').filter(Boolean)
    const filters: Record<FilterList, string[]> = { topics: [], beats: [], locations: [], publications: [] }
    const rest: string[] = []
    for (let i = 0; i < words.length; ) {
      const match = longestMatch(words, i, longest, phrases)
      if (match?.entry.list === 'beats') {
        rest.push(normalise(match.entry.value))
        i += match.length
      } else if (match) {
        const values = filters[match.entry.list]
        if (!values.includes(match.entry.value)) values.push(match.entry.value)
        i += match.length
      } else {
        const word = words[i] as string
        if (!STOPWORDS.has(word)) rest.push(word)
        i += 1
      }
    }
    const parsed: SearchFilters = {}
    for (const list of ['topics', 'locations', 'publications'] as const) {
      if (filters[list].length) parsed[list] = filters[list]
    }
    const text = rest.join(' ')
    return { text, filters: parsed, terms: [text, ...filters.topics].join(' ').trim() }
  }
}

function longestMatch(
  words: string[],
  start: number,
  longest: number,
  phrases: Map<string, { list: FilterList; value: string }>,
) {
  for (let length = Math.min(longest, words.length - start); length > 0; length--) {
    const entry = phrases.get(words.slice(start, start + length).join(' '))
    if (entry) return { entry, length }
  }
  return undefined
}

function normalise(text: string) {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
