import type { SearchFilters } from '../../shared/contracts/discovery'
import { editDistance, normalise } from './query-parser'

/** Filters the query itself named that a fallback may lift, in the order it tries them. */
export type Liftable = 'locations' | 'topics'

/** "The Founders Gazette" reads "Founders Gazette" in a sentence. */
const bare = (publication: string) => publication.replace(/^the\s+/i, '')
const either = (values: string[]) => values.join(' or ')

/**
 * When the places, topics and publications a query names leave nobody, the nearest honest answer and
 * what to tell the founder: the publication's (or the sector's) writers elsewhere, else the city's
 * writers on other subjects. Each step lifts one filter of the query's own; `run` says how many a
 * step finds. Filters chosen beside the query (facets) are never lifted.
 */
export function fallbackFor(
  named: SearchFilters,
  run: (lifted: Liftable[]) => number,
): { lifted: Liftable[]; notice: string } | undefined {
  const places = named.locations ?? []
  const publications = (named.publications ?? []).map(bare)
  const topics = named.topics ?? []
  const steps: { lifted: Liftable[]; notice: string }[] = []
  if (places.length && publications.length)
    steps.push({
      lifted: ['locations'],
      notice: `No ${either(publications)} writers in ${either(places)}: showing its writers elsewhere`,
    })
  if (places.length && topics.length) {
    const who = publications.length ? `${either(publications)} ${either(topics)}` : either(topics)
    steps.push({
      lifted: ['locations'],
      notice: `No ${who} writers in ${either(places)}: showing ${either(topics)} writers elsewhere`,
    })
    steps.push({
      lifted: ['topics'],
      notice: `No ${who} writers in ${either(places)}: showing ${either(places)} writers on other subjects`,
    })
  } else if (publications.length && topics.length)
    steps.push({
      lifted: ['topics'],
      notice: `No ${either(topics)} writers at ${either(publications)}: showing its other writers`,
    })
  return steps.find((step) => run(step.lifted) > 0)
}

/**
 * "Ada Zimmerx": a query that reads as a person's name (two to four words, each close to a word of
 * the first result's name) that nobody has exactly. The notice says so above the close names.
 */
export function nameNotice(
  query: string,
  firstResultName: string | undefined,
  hasExactly: (name: string) => boolean,
): string | undefined {
  const words = normalise(query).split(' ').filter(Boolean)
  if (!firstResultName || words.length < 2 || words.length > 4 || words.some((w) => /\d/.test(w)))
    return undefined
  if (hasExactly(words.join(' '))) return undefined
  const nameWords = normalise(firstResultName).split(' ')
  const close = (word: string) =>
    nameWords.some(
      (n) => n === word || editDistance(word, n, word.length > 5 ? 2 : 1) <= (word.length > 5 ? 2 : 1),
    )
  if (!words.every(close)) return undefined
  return `No journalist named “${query.trim()}”: showing close names`
}
