// The search engine as it was before the prebuilt index (issue 15): the benchmarks' baseline and the
// reference the column engine must rank exactly as. Not used by the app.
import SearchableMap from 'minisearch/SearchableMap'
import { stemmer } from 'stemmer'
import { STOPWORDS } from '../../../functions/discovery/query-parser'
import type { Journalist } from '../../../shared/domain/journalists'

export const FIELD_BOOSTS = {
  full_name: 3,
  topics: 2.5,
  beat: 2,
  titles: 1.5,
  publication: 1.5,
  location: 1.5,
  bio: 1,
}
type Field = keyof typeof FIELD_BOOSTS
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[]
const K1 = 1.2
const B = 0.7
/** BM25+: any match at all counts for something, however long the field. */
const DELTA = 0.5
/** How much a prefix or a typo match counts beside the exact word. */
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45

function fieldText(j: Journalist, field: Field): string {
  if (field === 'topics') return j.topics.join(' ')
  if (field === 'titles') return j.articles.map((a) => a.title).join(' ')
  return j[field]
}

/** Lower case, stop words dropped, stemmed: "regulation" and "regulators" meet. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => !STOPWORDS.has(w))
    .map((w) => stemmer(w))
}

/** Index terms a query word stands for, each with its weight: exact 1, prefixes and typos less. */
export type Expansion = Map<string, number>

/**
 * The full-text index over journalists: per-field term counts for BM25, postings for matching, and the
 * vocabulary in a radix tree (MiniSearch's SearchableMap) for prefix and typo tolerance. Matching and
 * scoring share these, so the same words decide who matches whatever the filters.
 */
export function createCorpusIndex(journalists: Journalist[]) {
  const termIds = new Map<string, number>()
  // Per document, its (term, field) pairs as sorted keys `termId * 8 + field` beside their counts:
  // typed arrays keep 100,000 journalists to tens of megabytes rather than millions of Map entries.
  const keys: Int32Array[] = []
  const counts: Uint16Array[] = []
  const lengths: Uint16Array[] = []
  const documentFrequency = FIELDS.map(() => new Map<number, number>())
  const totalLength = FIELDS.map(() => 0)
  const postings = new Map<string, number[]>()
  const vocabulary = new SearchableMap<true>()
  journalists.forEach((j, doc) => {
    const pairs = new Map<number, number>()
    const fieldLengths = new Uint16Array(FIELDS.length)
    FIELDS.forEach((field, f) => {
      const tokens = tokenize(fieldText(j, field))
      fieldLengths[f] = Math.min(tokens.length, 65_535)
      totalLength[f] = (totalLength[f] ?? 0) + tokens.length
      for (const t of tokens) {
        let id = termIds.get(t)
        if (id === undefined) {
          id = termIds.size
          termIds.set(t, id)
          vocabulary.set(t, true)
          postings.set(t, [])
        }
        const key = id * 8 + f
        const seen = pairs.get(key)
        if (seen === undefined) {
          documentFrequency[f]?.set(id, (documentFrequency[f]?.get(id) ?? 0) + 1)
          const list = postings.get(t) as number[]
          if (list[list.length - 1] !== doc) list.push(doc)
        }
        pairs.set(key, (seen ?? 0) + 1)
      }
    })
    const sorted = [...pairs.keys()].sort((a, b) => a - b)
    keys.push(Int32Array.from(sorted))
    counts.push(Uint16Array.from(sorted, (k) => Math.min(pairs.get(k) ?? 0, 65_535)))
    lengths.push(fieldLengths)
  })
  const n = Math.max(1, journalists.length)
  const averageLength = totalLength.map((total) => total / n || 1)

  /** How often a term occurs in one field of one document (binary search in its sorted keys). */
  function frequency(doc: number, termId: number, field: number): number {
    const docKeys = keys[doc]
    if (!docKeys) return 0
    const key = termId * 8 + field
    let low = 0
    let high = docKeys.length - 1
    while (low <= high) {
      const mid = (low + high) >> 1
      const value = docKeys[mid] as number
      if (value === key) return counts[doc]?.[mid] ?? 0
      if (value < key) low = mid + 1
      else high = mid - 1
    }
    return 0
  }

  /** A query word's index terms: exact, prefixes (4+ letters) and typos (1 in 4-5 letters, 2 from 6). */
  function expand(stem: string, tolerant = true): Expansion {
    const terms: Expansion = new Map()
    if (postings.has(stem)) terms.set(stem, 1)
    if (!tolerant) return terms
    if (stem.length > 3) {
      for (const term of vocabulary.atPrefix(stem).keys()) {
        const distance = term.length - stem.length
        if (distance > 0) terms.set(term, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance))
      }
    }
    const maxTypos = stem.length > 5 ? 2 : stem.length > 3 ? 1 : 0
    if (maxTypos) {
      for (const [term, [, distance]] of vocabulary.fuzzyGet(stem, maxTypos)) {
        if (!terms.has(term) && distance > 0)
          terms.set(term, (FUZZY_WEIGHT * term.length) / (term.length + distance))
      }
    }
    return terms
  }

  /** Documents with any of an expansion's terms. */
  function matching(expansion: Expansion): Set<number> {
    const docs = new Set<number>()
    for (const term of expansion.keys()) for (const doc of postings.get(term) ?? []) docs.add(doc)
    return docs
  }

  /**
   * Who the text admits: journalists with at least `share` of the words that match anyone (allowing
   * prefixes and typos); words nobody has are left out. When nobody has that many, any word will do.
   */
  function textMatches(expansions: Expansion[], share = 1): Set<number> {
    const sets = expansions
      .map(matching)
      .filter((s) => s.size > 0)
      .sort((a, b) => a.size - b.size)
    const needed = Math.max(1, Math.ceil(sets.length * share))
    if (needed === sets.length) {
      // Every word: walk the smallest set only.
      const [smallest, ...rest] = sets
      const all = new Set([...(smallest ?? [])].filter((doc) => rest.every((s) => s.has(doc))))
      if (all.size > 0 || sets.length < 2) return all
    }
    const counts = new Map<number, number>()
    for (const set of sets) for (const doc of set) counts.set(doc, (counts.get(doc) ?? 0) + 1)
    const enough = new Set([...counts].filter(([, n]) => n >= needed).map(([doc]) => doc))
    return enough.size > 0 ? enough : new Set(counts.keys())
  }

  /** BM25+ with field boosts over the given documents, times the share of words matched. */
  function score(docs: Iterable<number>, expansions: Expansion[], boost: (doc: number) => number) {
    const scores = new Map<number, number>()
    if (expansions.length === 0) return scores
    for (const doc of docs) {
      let total = 0
      let matchedWords = 0
      for (const expansion of expansions) {
        let wordScore = 0
        for (const [term, weight] of expansion) {
          const termId = termIds.get(term)
          if (termId === undefined) continue
          FIELDS.forEach((field, f) => {
            const tf = frequency(doc, termId, f)
            if (!tf) return
            const df = documentFrequency[f]?.get(termId) ?? 0
            const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
            const norm = K1 * (1 - B + (B * (lengths[doc]?.[f] ?? 0)) / (averageLength[f] ?? 1))
            wordScore += weight * FIELD_BOOSTS[field] * idf * (DELTA + (tf * (K1 + 1)) / (tf + norm))
          })
        }
        if (wordScore > 0) matchedWords++
        total += wordScore
      }
      // A journalist who matches every word outranks one who matches a word many times.
      if (total > 0) scores.set(doc, total * (matchedWords / expansions.length) * boost(doc))
    }
    return scores
  }

  return { expand, textMatches, score }
}
