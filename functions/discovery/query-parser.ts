import type { SearchFilters } from '../../shared/contracts/discovery'

/** The words a founder uses for each filter value, beyond the value's own name. */
const SYNONYMS: Record<string, string[]> = {
  AI: ['artificial intelligence', 'machine learning', 'ml', 'llm', 'llms', 'genai', 'generative ai'],
  Fintech: ['fin tech', 'financial technology', 'payments', 'banking'],
  Climate: ['climate tech', 'cleantech', 'clean energy', 'sustainability'],
  Crypto: ['web3', 'blockchain', 'bitcoin'],
  Health: ['healthcare', 'health care', 'health tech', 'healthtech', 'digital health', 'medtech'],
  'E-commerce': ['ecommerce', 'e commerce', 'retail'],
  Cybersecurity: ['security', 'infosec', 'cyber security'],
  'Developer Tools': ['devtools', 'dev tools', 'developer tooling'],
  Mobility: [
    'ev',
    'evs',
    'electric vehicle',
    'electric vehicles',
    'electric cars',
    'autonomous vehicle',
    'autonomous vehicles',
    'autonomous driving',
    'self driving',
    'self driving cars',
  ],
  Robotics: ['robot', 'robots', 'robotic'],
  SaaS: ['enterprise software', 'b2b software', 'software as a service', 'cloud software'],
  Biotech: ['biotechnology', 'life sciences'],
  EdTech: ['ed tech', 'education technology'],
  Space: ['spacetech', 'space tech', 'aerospace'],
  // "investors" is not here: it is a word of the headlines ("investors are betting"), so it stays text.
  'Venture Capital': ['vc', 'vcs', 'venture', 'funding'],
  Startups: ['startup', 'start-ups', 'founders'],
  Policy: ['regulation', 'regulations', 'regulatory'],
  'San Francisco': ['sf', 'san fran', 'bay area', 'silicon valley'],
  'New York': ['nyc', 'new york city'],
  'Los Angeles': ['la'],
  Bangalore: ['bengaluru'],
}

/** A beat reached through one of these keeps the words typed too: they are words of the headlines. */
const TEXT_SYNONYMS = new Set(['regulation', 'regulations', 'regulatory'])

/** Ways of asking for a way to reach the journalist: each sets the filter it names. */
const CONTACT_PHRASES: Record<ContactFlag, string[]> = {
  hasEmail: [
    'with email',
    'with emails',
    'with an email',
    'with email address',
    'with email addresses',
    'with an email address',
    'with a known email',
    'by email',
  ],
  hasTwitter: ['on twitter', 'with twitter', 'with a twitter', 'twitter handle'],
  hasLinkedin: ['on linkedin', 'with linkedin', 'with a linkedin', 'linkedin profile'],
}

/** "@name" at the start of a word: a social handle (letters, digits, underscores). */
const HANDLE = /(?<![\w@])@(\w{1,30})\b/g

/** Words that say who the founder is looking for, not what they write about. */
export const STOPWORDS = new Set(
  'a an and any about at based by cover covers covering for from in into journalist journalists of on or reporter reporters who whom with writer writers writing write writes the that to me find show people editors editor'.split(
    ' ',
  ),
)

/**
 * The filler of a founder describing what they want ("we are a small team ... would love ..."), dropped
 * from queries only: the index keeps these words, so its statistics do not change.
 */
const FILLER = new Set(
  'i im we were are is am be our us my you your this it its looking look want wanted need needs hoping hope would could should might may can love like someone somebody anyone ideally please interested help get some just really great small team'.split(
    ' ',
  ),
)
const isFiller = (word: string) => STOPWORDS.has(word) || FILLER.has(word)

export interface Vocabulary {
  topics: string[]
  beats: string[]
  locations: string[]
  publications: string[]
}

type FilterList = 'topics' | 'beats' | 'locations' | 'publications'
type ContactFlag = 'hasEmail' | 'hasTwitter' | 'hasLinkedin'
type Phrase = { list: FilterList; value: string; keepTyped?: boolean } | { flag: ContactFlag }

export interface ParsedQuery {
  /** What is left to search as text; a beat stays here, in its own name ("vc" reads "venture capital"). */
  text: string
  /** Topics, places and publications named in the query: hard filters the screen can show. */
  filters: SearchFilters
  /** What ranks the journalists who qualify: the text plus the topics named (a place or publication
   * named is shared by everyone who qualifies, so it would not rank them). */
  terms: string
  /** Beats named (their names are in `text`): they rank rather than admit, beside other words. */
  beats: string[]
  /** Social handles typed with their @ ("@lenamoreau"), lower case, without the @. */
  handles: string[]
}

/**
 * Understands "fintech reporters in London covering seed rounds" as topic Fintech, location London and
 * the text "seed rounds". Known topics, places and publications (and their synonyms) become filters,
 * longest phrase first. A beat is softer: it stays in the text, so it ranks rather than excludes
 * ("mobility startups in Paris" should not drop Paris mobility reporters on another beat). Words that
 * only say "journalists" are dropped.
 */
export function createQueryParser(vocabulary: Vocabulary) {
  const phrases = new Map<string, Phrase>()
  const add = (phrase: string, entry: Phrase) => {
    const key = normalise(phrase)
    if (key && !phrases.has(key)) phrases.set(key, entry)
  }
  for (const [flag, spellings] of Object.entries(CONTACT_PHRASES) as [ContactFlag, string[]][])
    for (const spelling of spellings) add(spelling, { flag })
  // A topic wins over a beat of the same name (Cybersecurity is both).
  for (const list of ['topics', 'locations', 'publications', 'beats'] as const) {
    for (const value of vocabulary[list]) {
      add(value, { list, value })
      // "Ledger Daily" names The Ledger Daily.
      if (list === 'publications' && /^the\s/i.test(value)) add(value.slice(4), { list, value })
      for (const synonym of SYNONYMS[value] ?? [])
        add(synonym, { list, value, keepTyped: TEXT_SYNONYMS.has(synonym) })
    }
  }
  const longest = Math.max(1, ...[...phrases.keys()].map((p) => p.split(' ').length))
  // Names a typo may reach ("helth tech", "berlni"): long enough that a near miss is not another word.
  const fuzzyTargets = [...phrases].filter(([key]) => key.length >= 5)

  return (query: string): ParsedQuery => {
    const handles = [...query.matchAll(HANDLE)].map((m) => (m[1] as string).toLowerCase())
    const words = normalise(query.replace(HANDLE, ' ')).split(' ').filter(Boolean)
    const filters: Record<FilterList, string[]> = { topics: [], beats: [], locations: [], publications: [] }
    const flags: Partial<Record<ContactFlag, boolean>> = {}
    const rest: string[] = []
    for (let i = 0; i < words.length; ) {
      const match = longestMatch(words, i, longest, phrases) ?? typoMatch(words, i, longest, fuzzyTargets)
      const entry = match?.entry
      if (!match || !entry) {
        const word = words[i] as string
        if (!isFiller(word)) rest.push(word)
        i += 1
        continue
      }
      if ('flag' in entry) flags[entry.flag] = true
      else if (entry.list === 'beats') {
        if (entry.keepTyped) rest.push(...words.slice(i, i + match.length))
        rest.push(normalise(entry.value))
        if (!filters.beats.includes(entry.value)) filters.beats.push(entry.value)
      } else {
        const values = filters[entry.list]
        if (!values.includes(entry.value)) values.push(entry.value)
      }
      i += match.length
    }
    const parsed: SearchFilters = { ...flags }
    for (const list of ['topics', 'locations', 'publications'] as const) {
      if (filters[list].length) parsed[list] = filters[list]
    }
    const text = rest.join(' ')
    return {
      text,
      filters: parsed,
      terms: [text, ...filters.topics].join(' ').trim(),
      beats: filters.beats,
      handles,
    }
  }
}

function longestMatch(words: string[], start: number, longest: number, phrases: Map<string, Phrase>) {
  for (let length = Math.min(longest, words.length - start); length > 0; length--) {
    const entry = phrases.get(words.slice(start, start + length).join(' '))
    if (entry) return { entry, length }
  }
  return undefined
}

/** A filter value named with a typo, longest phrase first: one slip in 5 to 7 letters, two from 8. */
function typoMatch(words: string[], start: number, longest: number, targets: [string, Phrase][]) {
  if (isFiller(words[start] as string)) return undefined
  for (let length = Math.min(longest, words.length - start); length > 0; length--) {
    const typed = words.slice(start, start + length).join(' ')
    if (typed.length < 5) continue
    const allowed = typed.length >= 8 ? 2 : 1
    let best: { entry: Phrase; length: number; distance: number } | undefined
    for (const [key, entry] of targets) {
      if (Math.abs(key.length - typed.length) > allowed || key.split(' ').length !== length) continue
      const distance = editDistance(typed, key, allowed)
      if (distance <= allowed && (!best || distance < best.distance)) best = { entry, length, distance }
    }
    if (best) return best
  }
  return undefined
}

/** Levenshtein distance with swapped neighbours as one edit, given up past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1)
      current[j] = value
      rowBest = Math.min(rowBest, value)
    }
    if (rowBest > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[b.length] as number
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
