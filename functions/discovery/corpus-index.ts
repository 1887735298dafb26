import SearchableMap from 'minisearch/SearchableMap'
import { stemmer } from 'stemmer'
import type { Journalist } from '../../shared/domain/journalists'
import { STOPWORDS } from './query-parser'

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
const BOOSTS = FIELDS.map((field) => FIELD_BOOSTS[field])
export const FIELD_COUNT = FIELDS.length
const K1 = 1.2
const B = 0.7
/** BM25+: any match at all counts for something, however long the field. */
const DELTA = 0.5
/** A journalist who matches every word of the query scores this many times more. */
const COMPLETE_BOOST = 2
/** How much a prefix or a typo match counts beside the exact word. */
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45

/** A field's text (titles are tokenised headline by headline, in buildCorpusData). */
function fieldText(j: Journalist, field: Exclude<Field, 'titles'>): string {
  if (field === 'topics') return j.topics.join(' ')
  return j[field]
}

// Words repeat (Zipf): stemming each distinct word once makes building an index about twice as fast.
const stems = new Map<string, string>()
function stem(word: string): string {
  let stemmed = stems.get(word)
  if (stemmed === undefined) {
    if (stems.size > 200_000) stems.clear()
    stemmed = stemmer(word)
    stems.set(word, stemmed)
  }
  return stemmed
}

/** Lower case, stop words dropped, stemmed: "regulation" and "regulators" meet. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOPWORDS.has(w)).map(stem)
}

/** Index terms a query word stands for, each with its weight: exact 1, prefixes and typos less. */
export type Expansion = Map<string, number>

/**
 * The tokenised corpus, as plain arrays that serialise as they are: for each (term, field) pair, the
 * documents it occurs in (ascending) and how often. A pair's key is `termId * FIELD_COUNT + field`.
 */
export interface CorpusData {
  terms: string[]
  /** Per key, where its documents start in `postingDocs` (one more entry than keys). */
  postingOffsets: Int32Array
  postingDocs: Int32Array
  postingCounts: Uint16Array
  /** Per document and field, its length in tokens (`doc * FIELD_COUNT + field`). */
  lengths: Uint16Array
  /**
   * Word pairs of article titles, for phrase and proximity matching: per hashed pair of stems that
   * stand next to each other or one word apart in a headline, where its documents start in `pairDocs`
   * (PAIR_BUCKETS + 1 entries). A document is listed once per pair, ascending.
   */
  pairOffsets: Int32Array
  pairDocs: Int32Array
}

/** Hash buckets of title word pairs: about 2 MiB of offsets; collisions are rare at 100,000 journalists. */
export const PAIR_BUCKETS = 1 << 19
/** Pairs of words this far apart at most (1: neighbours) are indexed and asked for. */
const PAIR_WINDOW = 2

/** FNV-1a over "a b" (without building the string: a build hashes millions), folded into the buckets. */
function pairBucket(a: string, b: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < a.length; i++) h = Math.imul(h ^ a.charCodeAt(i), 0x01000193)
  h = Math.imul(h ^ 32, 0x01000193)
  for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b.charCodeAt(i), 0x01000193)
  return (h >>> 0) % PAIR_BUCKETS
}

/** Calls `visit` with the bucket of each pair of a stem sequence (a pair may repeat). */
function eachPair(stems: string[], visit: (bucket: number) => void) {
  for (let i = 0; i < stems.length; i++)
    for (let d = 1; d <= PAIR_WINDOW && i + d < stems.length; d++)
      visit(pairBucket(stems[i] as string, stems[i + d] as string))
}

/** The buckets of a stem sequence's pairs, each once. */
export function pairBuckets(stems: string[]): number[] {
  const buckets = new Set<number>()
  eachPair(stems, (bucket) => buckets.add(bucket))
  return [...buckets]
}

/**
 * Collects each document's pair buckets (once each) in typed arrays, then counting-sorts them into
 * postings: at 100,000 journalists about 5 million entries, which plain arrays held at twice the bytes.
 */
function createPairCollector(documents: number) {
  let buckets = new Int32Array(1 << 16)
  let size = 0
  const docStarts = new Int32Array(documents + 1)
  const pairOffsets = new Int32Array(PAIR_BUCKETS + 1)
  // Which document last listed each bucket: a journalist is listed once per pair.
  const listedBy = new Int32Array(PAIR_BUCKETS).fill(-1)
  return {
    add(doc: number, bucket: number) {
      if (listedBy[bucket] === doc) return
      listedBy[bucket] = doc
      if (size === buckets.length) {
        const grown = new Int32Array(size * 2)
        grown.set(buckets)
        buckets = grown
      }
      buckets[size++] = bucket
      pairOffsets[bucket + 1] = (pairOffsets[bucket + 1] as number) + 1
      docStarts[doc + 1] = size
    },
    postings() {
      for (let doc = 1; doc <= documents; doc++)
        docStarts[doc] = Math.max(docStarts[doc] as number, docStarts[doc - 1] as number)
      for (let b = 0; b < PAIR_BUCKETS; b++)
        pairOffsets[b + 1] = (pairOffsets[b + 1] as number) + (pairOffsets[b] as number)
      const fill = pairOffsets.slice(0, PAIR_BUCKETS)
      const pairDocs = new Int32Array(size)
      for (let doc = 0; doc < documents; doc++)
        for (let i = docStarts[doc] as number; i < (docStarts[doc + 1] as number); i++) {
          const b = buckets[i] as number
          pairDocs[(fill[b] as number)++] = doc
        }
      return { pairOffsets, pairDocs }
    },
  }
}

/** Tokenises every journalist once: at import, or at a cold start that finds no prebuilt index. */
export function buildCorpusData(journalists: Journalist[]): CorpusData {
  const termIds = new Map<string, number>()
  const docsByKey: number[][] = []
  const countsByKey: number[][] = []
  const lengths = new Uint16Array(journalists.length * FIELD_COUNT)
  const pairs = createPairCollector(journalists.length)
  journalists.forEach((j, doc) => {
    const titleTokens: string[] = []
    for (const article of j.articles) {
      // Pairs within one headline only; the titles field is the headlines' tokens end to end.
      const tokens = tokenize(article.title)
      eachPair(tokens, (bucket) => pairs.add(doc, bucket))
      for (const t of tokens) titleTokens.push(t)
    }
    FIELDS.forEach((field, f) => {
      const tokens = field === 'titles' ? titleTokens : tokenize(fieldText(j, field))
      lengths[doc * FIELD_COUNT + f] = Math.min(tokens.length, 65_535)
      for (const t of tokens) {
        let id = termIds.get(t)
        if (id === undefined) {
          id = termIds.size
          termIds.set(t, id)
          for (let g = 0; g < FIELD_COUNT; g++) {
            docsByKey.push([])
            countsByKey.push([])
          }
        }
        const key = id * FIELD_COUNT + f
        const docs = docsByKey[key] as number[]
        const counts = countsByKey[key] as number[]
        if (docs[docs.length - 1] === doc)
          counts[counts.length - 1] = Math.min(65_535, (counts.at(-1) ?? 0) + 1)
        else {
          docs.push(doc)
          counts.push(1)
        }
      }
    })
  })
  const postingOffsets = new Int32Array(docsByKey.length + 1)
  let total = 0
  docsByKey.forEach((docs, key) => {
    postingOffsets[key] = total
    total += docs.length
  })
  postingOffsets[docsByKey.length] = total
  const postingDocs = new Int32Array(total)
  const postingCounts = new Uint16Array(total)
  docsByKey.forEach((docs, key) => {
    postingDocs.set(docs, postingOffsets[key])
    postingCounts.set(countsByKey[key] as number[], postingOffsets[key])
  })
  return {
    terms: [...termIds.keys()],
    postingOffsets,
    postingDocs,
    postingCounts,
    lengths,
    ...pairs.postings(),
  }
}

/**
 * The full-text index over journalists: BM25+ scored term at a time from the postings, and the
 * vocabulary in a radix tree (MiniSearch's SearchableMap) for prefix and typo tolerance. Matching and
 * scoring share these, so the same words decide who matches whatever the filters.
 */
export function createCorpusIndex(data: CorpusData) {
  const { terms, postingOffsets, postingDocs, postingCounts, lengths, pairOffsets, pairDocs } = data
  const n = Math.max(1, lengths.length / FIELD_COUNT)
  const termIds = new Map<string, number>()
  const vocabulary = new SearchableMap<true>()
  terms.forEach((term, id) => {
    termIds.set(term, id)
    vocabulary.set(term, true)
  })
  const averageLength = FIELDS.map((_, f) => {
    let sum = 0
    for (let i = f; i < lengths.length; i += FIELD_COUNT) sum += lengths[i] as number
    return sum / n || 1
  })
  // Scratch space reused by every query (one query runs at a time in a container).
  const docCount = lengths.length / FIELD_COUNT
  const wordHits = new Uint8Array(docCount)
  const wordScores = new Float64Array(docCount)
  const totals = new Float64Array(docCount)
  const matchedWords = new Uint8Array(docCount)
  /** Per document, the rarity-weighted share of the query's words it matched. */
  const matchedWeight = new Float64Array(docCount)

  /** How telling a query word is: the idf of its most common exact-or-near term, over any field. */
  function wordWeight(expansion: Expansion): number {
    let df = 0
    for (const [term, weight] of expansion) {
      const termId = termIds.get(term)
      if (termId === undefined || weight < 1) continue
      let count = 0
      for (let f = 0; f < FIELD_COUNT; f++)
        count +=
          (postingOffsets[termId * FIELD_COUNT + f + 1] as number) -
          (postingOffsets[termId * FIELD_COUNT + f] as number)
      df = Math.max(df, Math.min(n, count))
    }
    return Math.log(1 + n / (df + 1))
  }

  /** A query word's index terms: exact, prefixes (4+ letters) and typos (1 in 4-5 letters, 2 from 6). */
  function expand(stem: string, tolerant = true): Expansion {
    const expansion: Expansion = new Map()
    if (termIds.has(stem)) expansion.set(stem, 1)
    if (!tolerant) return expansion
    if (stem.length > 3) {
      for (const term of vocabulary.atPrefix(stem).keys()) {
        const distance = term.length - stem.length
        if (distance > 0) expansion.set(term, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance))
      }
    }
    const maxTypos = stem.length > 5 ? 2 : stem.length > 3 ? 1 : 0
    if (maxTypos) {
      for (const [term, [, distance]] of vocabulary.fuzzyGet(stem, maxTypos)) {
        if (!expansion.has(term) && distance > 0)
          expansion.set(term, (FUZZY_WEIGHT * term.length) / (term.length + distance))
      }
    }
    return expansion
  }

  /** Calls `visit` for each (document, field, count) of an expansion's terms. */
  function eachPosting(
    expansion: Expansion,
    visit: (doc: number, f: number, tf: number, df: number, weight: number) => void,
  ) {
    for (const [term, weight] of expansion) {
      const termId = termIds.get(term)
      if (termId === undefined) continue
      for (let f = 0; f < FIELD_COUNT; f++) {
        const key = termId * FIELD_COUNT + f
        const start = postingOffsets[key] as number
        const end = postingOffsets[key + 1] as number
        for (let p = start; p < end; p++)
          visit(postingDocs[p] as number, f, postingCounts[p] as number, end - start, weight)
      }
    }
  }

  /** Documents with any of an expansion's terms, ascending. */
  function matching(expansion: Expansion): number[] {
    const docs: number[] = []
    eachPosting(expansion, (doc) => {
      if (wordHits[doc]) return
      wordHits[doc] = 1
      docs.push(doc)
    })
    for (const doc of docs) wordHits[doc] = 0
    return docs.sort((a, b) => a - b)
  }

  /**
   * Who the text admits: journalists with at least `share` of the words that match anyone (allowing
   * prefixes and typos); words nobody has are left out. When nobody has that many, any word will do.
   */
  function textMatches(expansions: Expansion[], share = 1): number[] {
    const lists = expansions.map(matching).filter((docs) => docs.length > 0)
    const needed = Math.max(1, Math.ceil(lists.length * share))
    const counts = matchedWords
    const any: number[] = []
    for (const docs of lists)
      for (const doc of docs) {
        if (counts[doc] === 0) any.push(doc)
        counts[doc] = (counts[doc] as number) + 1
      }
    const enough = any.filter((doc) => (counts[doc] as number) >= needed)
    for (const doc of any) counts[doc] = 0
    return (enough.length > 0 ? enough : any).sort((a, b) => a - b)
  }

  /**
   * BM25+ with field boosts over the documents `admitted` marks, times the share of words matched.
   * Each document's terms are summed in the same order as document-at-a-time scoring would.
   */
  function score(
    admitted: Uint8Array,
    expansions: Expansion[],
    boost: (doc: number) => number,
    completeBoost = COMPLETE_BOOST,
  ) {
    const scores = new Map<number, number>()
    if (expansions.length === 0) return scores
    const touched: number[] = []
    const weights = expansions.map(wordWeight)
    const totalWeight = weights.reduce((a, b) => a + b, 0) || 1
    for (const [e, expansion] of expansions.entries()) {
      const hit: number[] = []
      eachPosting(expansion, (doc, f, tf, df, weight) => {
        if (!admitted[doc]) return
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
        const norm =
          K1 * (1 - B + (B * (lengths[doc * FIELD_COUNT + f] as number)) / (averageLength[f] as number))
        if (!wordHits[doc]) {
          wordHits[doc] = 1
          hit.push(doc)
        }
        wordScores[doc] =
          (wordScores[doc] as number) +
          weight * (BOOSTS[f] as number) * idf * (DELTA + (tf * (K1 + 1)) / (tf + norm))
      })
      for (const doc of hit) {
        if ((wordScores[doc] as number) > 0) {
          if (matchedWords[doc] === 0) touched.push(doc)
          matchedWords[doc] = (matchedWords[doc] as number) + 1
          matchedWeight[doc] = (matchedWeight[doc] as number) + (weights[e] as number) / totalWeight
        }
        totals[doc] = (totals[doc] as number) + (wordScores[doc] as number)
        wordScores[doc] = 0
        wordHits[doc] = 0
      }
    }
    // A journalist who matches every word outranks one who matches a word many times.
    for (const doc of touched) {
      const total = totals[doc] as number
      // The share of words matched, counted half plainly and half by how telling each word is: a rare
      // name matched says more than a common word.
      const share =
        0.5 * ((matchedWords[doc] as number) / expansions.length) + 0.5 * (matchedWeight[doc] as number)
      // Every asked word met outranks some met, however often those are repeated.
      const complete = (matchedWords[doc] as number) === expansions.length ? completeBoost : 1
      if (total > 0) scores.set(doc, total * share * complete * boost(doc))
      totals[doc] = 0
      matchedWords[doc] = 0
      matchedWeight[doc] = 0
    }
    return scores
  }

  /**
   * How much of a query's phrasing each journalist's headlines hold: the share of the query's word
   * pairs (neighbours, or one word apart) that stand together in one of their titles, each pair
   * weighted by its rarity. A pasted headline's author holds all of it; someone who wrote the same
   * shape of headline about another company, a part. `mostPairs`: the most pairs one journalist holds.
   */
  function phraseShares(stems: string[]): { shares: Map<number, number>; mostPairs: number } {
    const shares = new Map<number, number>()
    const counts = new Map<number, number>()
    const buckets = pairBuckets(stems)
    if (buckets.length === 0) return { shares, mostPairs: 0 }
    const weights = buckets.map((b) => {
      const df = (pairOffsets[b + 1] as number) - (pairOffsets[b] as number)
      return Math.log(1 + n / (df + 1))
    })
    const total = weights.reduce((a, b) => a + b, 0)
    buckets.forEach((b, i) => {
      const weight = (weights[i] as number) / total
      for (let p = pairOffsets[b] as number; p < (pairOffsets[b + 1] as number); p++) {
        const doc = pairDocs[p] as number
        shares.set(doc, (shares.get(doc) ?? 0) + weight)
        counts.set(doc, (counts.get(doc) ?? 0) + 1)
      }
    })
    let mostPairs = 0
    for (const count of counts.values()) mostPairs = Math.max(mostPairs, count)
    return { shares, mostPairs }
  }

  return { expand, textMatches, score, phraseShares }
}
