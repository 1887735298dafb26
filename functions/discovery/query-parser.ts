import type { SearchFilters } from '../../shared/contracts/discovery'
import { COUNTRY_ALIASES, cityOf } from '../../shared/domain/cities'
import {
  CONTACT_CHANNELS,
  CONTACT_CUES,
  CONTACT_NOUNS,
  FILLER,
  RELATED_WORDS,
  ROLE_WORDS,
  STOPWORDS,
  SYNONYMS,
  TEXT_SYNONYMS,
} from './query-words'

export { STOPWORDS }

/** "@name" at the start of a word: a social handle (letters, digits, underscores). */
const HANDLE = /(?<![\w@])@(\w{1,30})\b/g
/** A profile link pasted instead ("https://x.com/name", "twitter.com/name"). */
const PROFILE_LINK = /(?:https?:\/\/)?(?:www\.)?(?:twitter|x)\.com\/@?(\w{1,30})\b\S*/gi

const isFiller = (word: string) => STOPWORDS.has(word) || FILLER.has(word)

export interface Vocabulary {
  topics: string[]
  beats: string[]
  locations: string[]
  publications: string[]
}

type FilterList = 'topics' | 'beats' | 'locations' | 'publications'
type ContactFlag = 'hasEmail' | 'hasTwitter' | 'hasLinkedin'
/** What a phrase of the query names: filter values (a country names several cities), or nothing ("jounalists"). */
type Phrase = { list: FilterList; values: string[]; keepTyped?: boolean; beat?: string } | { filler: true }

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
  /** Social handles typed with their @ ("@lenamoreau") or as a profile link, lower case, without the @. */
  handles: string[]
  /** Capitalised words where a place goes ("in Atlantis") that name no place the data has: not searched,
   * shown to the founder as not understood. */
  unknownPlaces: string[]
  /** The words as typed where a topic was read ("telehealth" for Health): what "recently wrote about
   * telehealth" asks the headlines for. */
  topicWords: string[]
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
    if (!key) return
    const known = phrases.get(key)
    // Two spellings of one place in the data ("London", "London, UK") are both what "london" names.
    if (
      known &&
      'list' in known &&
      'list' in entry &&
      known.list === 'locations' &&
      entry.list === 'locations'
    )
      for (const value of entry.values) if (!known.values.includes(value)) known.values.push(value)
    if (!known) phrases.set(key, entry)
  }
  const beats = new Map(vocabulary.beats.map((beat) => [normalise(beat), beat]))
  // A topic wins over a beat of the same name (Cybersecurity is both), and ranks that beat first.
  for (const value of vocabulary.topics) {
    const entry: Phrase = { list: 'topics', values: [value], beat: beats.get(normalise(value)) }
    for (const form of topicForms(value)) add(form, entry)
    for (const synonym of SYNONYMS[value] ?? []) add(synonym, entry)
  }
  for (const value of vocabulary.locations) {
    const city = cityOf(value)
    for (const name of [value, value.split(',')[0] ?? '', city?.name ?? '', ...(city?.aliases ?? [])])
      add(name, { list: 'locations', values: [value] })
  }
  // "in Germany" names every German city of the data; a city of the same name (Singapore) came first.
  const byCountry = new Map<string, string[]>()
  for (const value of vocabulary.locations) {
    const country = cityOf(value)?.country
    if (country) byCountry.set(country, [...(byCountry.get(country) ?? []), value])
  }
  for (const [country, values] of byCountry)
    for (const name of [country, ...(COUNTRY_ALIASES[country] ?? [])])
      add(name, { list: 'locations', values })
  for (const value of vocabulary.publications) {
    add(value, { list: 'publications', values: [value] })
    // "Ledger Daily" names The Ledger Daily.
    if (/^the\s/i.test(value)) add(value.slice(4), { list: 'publications', values: [value] })
  }
  for (const value of vocabulary.beats) {
    add(value, { list: 'beats', values: [value] })
    for (const synonym of SYNONYMS[value] ?? [])
      add(synonym, { list: 'beats', values: [value], keepTyped: TEXT_SYNONYMS.has(synonym) })
  }
  const longest = Math.max(1, ...[...phrases.keys()].map((p) => p.split(' ').length))
  // Names a typo may reach ("helth tech", "berlni", "jounalists"): long enough that a near miss is not
  // another word.
  const fuzzyTargets: [string, Phrase][] = [
    // Not beats: they only rank, and their names are everyday words ("market" is not a typo of Markets).
    ...[...phrases].filter(([key, entry]) => key.length >= 5 && !('list' in entry && entry.list === 'beats')),
    ...ROLE_WORDS.map((word): [string, Phrase] => [word, { filler: true }]),
  ]

  return (query: string): ParsedQuery => {
    const handles: string[] = []
    const withoutHandles = query.replace(PROFILE_LINK, (_, name: string) => {
      handles.push(name.toLowerCase())
      return ' '
    })
    for (const m of withoutHandles.matchAll(HANDLE)) handles.push((m[1] as string).toLowerCase())
    const plainQuery = withoutHandles.replace(HANDLE, ' ')
    const words = normalise(plainQuery).split(' ').filter(Boolean)
    const capitalised = new Set(
      normalise(plainQuery.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}]*/gu)?.join(' ') ?? '').split(' '),
    )
    const context = contextBefore(words, phrases, longest)
    const unknownPlaces: string[] = []
    const filters: Record<FilterList, string[]> = { topics: [], beats: [], locations: [], publications: [] }
    const flags: Partial<Record<ContactFlag, boolean>> = {}
    const rest: string[] = []
    const topicWords: string[] = []
    const addBeat = (beat: string) => {
      rest.push(normalise(beat))
      if (!filters.beats.includes(beat)) filters.beats.push(beat)
    }
    for (let i = 0; i < words.length; ) {
      const contact = contactAt(words, i)
      if (contact) {
        flags[contact.flag] = true
        i += contact.length
        continue
      }
      const match = longestMatch(words, i, longest, phrases) ?? typoMatch(words, i, longest, fuzzyTargets)
      const entry = match?.entry
      if (!match || !entry) {
        const word = words[i] as string
        const placeSlot =
          PLACE_PREPOSITIONS.has(words[i - 1] as string) || unknownPlaces.includes(words[i - 1] as string)
        if (placeSlot && capitalised.has(word) && !isFiller(word)) unknownPlaces.push(word)
        else if (!isFiller(word)) rest.push(...(RELATED_WORDS[word] ?? [word]))
        i += 1
        continue
      }
      if (i < context) {
        // A long description's own company ("an AI tutor", "based in Oslo"): ranks, does not filter.
        if (!('filler' in entry)) rest.push(...words.slice(i, i + match.length))
      } else if ('filler' in entry) {
        // A misspelt "journalists": nothing to search for.
      } else if (entry.list === 'beats') {
        if (entry.keepTyped) rest.push(...words.slice(i, i + match.length))
        addBeat(entry.values[0] as string)
      } else {
        const values = filters[entry.list]
        // A topic named again in other words ("health tech ... telehealth") narrows what is searched for.
        const typed = words.slice(i, i + match.length).join(' ')
        if (entry.list === 'topics' && !topicWords.includes(typed)) topicWords.push(typed)
        if (
          entry.values.every((v) => values.includes(v)) &&
          !entry.values.some((v) => normalise(v) === typed)
        )
          rest.push(typed)
        for (const value of entry.values) if (!values.includes(value)) values.push(value)
        if (entry.beat) addBeat(entry.beat)
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
      handles: [...new Set(handles)],
      unknownPlaces,
      topicWords,
    }
  }
}

/** Words that put a place after them. */
const PLACE_PREPOSITIONS = new Set(['in', 'from', 'near', 'around'])
/** A description is long enough from this many words to tell the founder's own story from the ask. */
const DESCRIPTION_WORDS = 12
const ASKING_WORDS = new Set([...ROLE_WORDS, 'people', 'someone', 'somebody', 'anyone', 'press'])

/**
 * In a long description, where the ask begins: the first word naming who is wanted ("journalists",
 * "people who write"), moved back over the filter values just before it ("fintech journalists").
 * Values named earlier describe the founder's own company; 0 when the query is short or names nobody.
 */
function contextBefore(words: string[], phrases: Map<string, Phrase>, longest: number): number {
  if (words.length < DESCRIPTION_WORDS) return 0
  const ask = words.findIndex((word) => ASKING_WORDS.has(word))
  if (ask <= 0) return 0
  let start = ask
  for (let moved = true; moved; ) {
    moved = false
    for (let length = Math.min(longest, start); length > 0; length--) {
      if (phrases.has(words.slice(start - length, start).join(' '))) {
        start -= length
        moved = true
        break
      }
    }
  }
  return start
}

/** "with an email", "on X", "and LinkedIn", "Twitter handle": the channel and how many words it takes. */
function contactAt(words: string[], i: number) {
  const flag = CONTACT_CHANNELS[words[i] as string]
  if (!flag) return undefined
  const next = words[i + 1]
  if (next && CONTACT_NOUNS.has(next)) return { flag, length: 2 }
  // "x" is a channel only as "on X"; the others after any cue word.
  const before = words[i - 1]
  if (before && (words[i] === 'x' ? before === 'on' : CONTACT_CUES.has(before))) return { flag, length: 1 }
  return undefined
}

/** A topic's own name in the forms founders type: "Drones" and "drone", "Insurtech" and "insur tech". */
function topicForms(value: string): string[] {
  const forms = [value]
  const tech = /^(.+?)\s?tech$/i.exec(value)
  if (tech) forms.push(`${tech[1]}tech`, `${tech[1]} tech`)
  const words = value.split(/\s+/)
  const last = words.at(-1) as string
  if (last.length >= 5 && !/tech$/i.test(last)) {
    const other = /ies$/i.test(last)
      ? `${last.slice(0, -3)}y`
      : /[^s]s$/i.test(last)
        ? last.slice(0, -1)
        : /y$/i.test(last)
          ? `${last.slice(0, -1)}ies`
          : `${last}s`
    forms.push([...words.slice(0, -1), other].join(' '))
  }
  return forms
}

function longestMatch(words: string[], start: number, longest: number, phrases: Map<string, Phrase>) {
  for (let length = Math.min(longest, words.length - start); length > 0; length--) {
    const entry = phrases.get(words.slice(start, start + length).join(' '))
    if (entry) return { entry, length }
  }
  return undefined
}

/** A filter value named with a typo, longest phrase first: one slip in 5 to 9 letters, two from 10. */
function typoMatch(words: string[], start: number, longest: number, targets: [string, Phrase][]) {
  if (isFiller(words[start] as string)) return undefined
  for (let length = Math.min(longest, words.length - start); length > 0; length--) {
    const typed = words.slice(start, start + length).join(' ')
    if (typed.length < 5) continue
    const allowed = typed.length >= 10 ? 2 : 1
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
export function editDistance(a: string, b: string, limit: number): number {
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

/** Lower case, accents and punctuation dropped, "&" read as "and": "São Paulo" is "sao paulo". */
export function normalise(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\be-mail/g, 'email')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
