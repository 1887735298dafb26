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
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)
  const tokens: string[] = []
  if (words) for (const w of words) if (!STOPWORDS.has(w)) tokens.push(stem(w))
  return tokens
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
  /**
   * Per document, where its latest articles' days start in `articleDays` (one more entry than
   * documents): days since 1970, latest first, at most TITLE_ARTICLES, the articles a titles posting's
   * high byte names.
   */
  articleOffsets: Int32Array
  articleDays: Uint16Array
}

/** Hash buckets of title word pairs: about 2 MiB of offsets; collisions are rare at 100,000 journalists. */
export const PAIR_BUCKETS = 1 << 19
/** Pairs of words this far apart at most (1: neighbours) are indexed and asked for. */
const PAIR_WINDOW = 2

/**
 * The bucket of a pair of terms by their ids (first, then second): integer mixing, no string hashing
 * (a build hashes millions of pairs). Ids are the index's own, so a query's stems find theirs there.
 */
function pairBucket(first: number, second: number): number {
  let h = Math.imul(first + 1, 0x9e3779b1) ^ Math.imul(second + 0x7f4a7c15, 0x85ebca77)
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d)
  return ((h ^ (h >>> 13)) >>> 0) % PAIR_BUCKETS
}

/**
 * The buckets of a sequence of term ids' pairs (neighbours, or PAIR_WINDOW apart at most), each once;
 * -1 for each pair with a word the index lacks (id -1): nobody's, but still part of the phrasing.
 */
export function pairBuckets(ids: number[]): number[] {
  const buckets = new Set<number>()
  const unknown: number[] = []
  for (let i = 0; i < ids.length; i++)
    for (let d = 1; d <= PAIR_WINDOW && i + d < ids.length; d++) {
      const first = ids[i] as number
      const second = ids[i + d] as number
      if (first >= 0 && second >= 0) buckets.add(pairBucket(first, second))
      else unknown.push(-1)
    }
  return [...buckets, ...unknown]
}

/**
 * Collects each document's pair buckets (once each) in typed arrays, then counting-sorts them into
 * postings: at 100,000 journalists about 5 million entries, which plain arrays held at twice the bytes.
 */
function createPairCollector(documents: number) {
  let buckets = new Int32Array(Math.max(1 << 16, documents * 56))
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

/** The titles field's place among the fields. */
const TITLES = FIELDS.indexOf('titles')
/**
 * In the titles field a posting's count holds two things: how often the term occurs (low byte, at most
 * 255) and which of the journalist's eight latest articles have it in their headline (high byte, bit 0
 * the latest), so "recently wrote about X" can ask how recent X's own articles are at no extra bytes.
 */
export const TITLE_ARTICLES = 8
const titleCount = (packed: number) => packed & 0xff
const DAY_MS = 86_400_000
const dayNumbers = new Map<string, number>()
/** Days since 1970 of an ISO date (0 when unreadable); a few hundred distinct dates, parsed once each. */
function dayOf(isoDate: string): number {
  const date = isoDate.slice(0, 10)
  let day = dayNumbers.get(date)
  if (day === undefined) {
    day = Math.max(0, Math.floor(Date.parse(date) / DAY_MS)) || 0
    if (dayNumbers.size > 100_000) dayNumbers.clear()
    dayNumbers.set(date, day)
  }
  return day
}
/** A journalist's articles, latest first (as imports mostly already hold them: then not copied). */
function latestArticles(j: Journalist): Journalist['articles'] {
  const articles = j.articles
  for (let i = 1; i < articles.length; i++)
    if ((articles[i - 1] as Article).published_date < (articles[i] as Article).published_date)
      return articles
        .map((article, at) => ({ article, at }))
        .sort((x, y) => y.article.published_date.localeCompare(x.article.published_date) || x.at - y.at)
        .map(({ article }) => article)
  return articles
}
type Article = Journalist['articles'][number]

/**
 * Postings as they are found, (key, document, count) in growable typed arrays, then counting-sorted by
 * key: documents arrive in order, so each key's documents come out ascending. Plain arrays per key
 * (what this replaced) cost the garbage collector a quarter of a 100,000-journalist build.
 */
function createPostingCollector(expected: number) {
  let keys = new Int32Array(expected)
  let docs = new Int32Array(expected)
  let counts = new Uint16Array(expected)
  let size = 0
  let perKey = new Int32Array(1 << 14)
  // Per key, the last document listed and where: a repeat in that document only counts.
  let lastDoc = new Int32Array(1 << 14).fill(-1)
  let lastAt = new Int32Array(1 << 14)
  let keyCount = 0
  return {
    /** Room for keys up to `count` (new terms add FIELD_COUNT keys at a time). */
    keys(count: number) {
      keyCount = count
      if (count <= perKey.length) return
      const grow = <T extends Int32Array>(a: T, fill?: number) => {
        const grown = new Int32Array(Math.max(count, a.length * 2))
        if (fill !== undefined) grown.fill(fill)
        grown.set(a)
        return grown as T
      }
      perKey = grow(perKey)
      lastDoc = grow(lastDoc, -1)
      lastAt = grow(lastAt)
    },
    /** One occurrence of `key` in `doc`; `article` is a bit of TITLE_ARTICLES for the titles field. */
    add(key: number, doc: number, article = -1) {
      if (lastDoc[key] === doc) {
        const at = lastAt[key] as number
        const c = counts[at] as number
        if (article < 0) counts[at] = Math.min(65_535, c + 1)
        else
          counts[at] = (c & 0xff00) | (article < 8 ? 1 << (8 + article) : 0) | Math.min(255, (c & 0xff) + 1)
        return
      }
      if (size === keys.length) {
        const k = new Int32Array(size * 2)
        k.set(keys)
        keys = k
        const d = new Int32Array(size * 2)
        d.set(docs)
        docs = d
        const c = new Uint16Array(size * 2)
        c.set(counts)
        counts = c
      }
      lastDoc[key] = doc
      lastAt[key] = size
      keys[size] = key
      docs[size] = doc
      counts[size] = article < 0 ? 1 : (article < 8 ? 1 << (8 + article) : 0) | 1
      size++
      perKey[key] = (perKey[key] as number) + 1
    },
    postings() {
      const postingOffsets = new Int32Array(keyCount + 1)
      for (let key = 0; key < keyCount; key++)
        postingOffsets[key + 1] = (postingOffsets[key] as number) + (perKey[key] as number)
      const fill = postingOffsets.slice(0, keyCount)
      const postingDocs = new Int32Array(size)
      const postingCounts = new Uint16Array(size)
      for (let i = 0; i < size; i++) {
        const at = (fill[keys[i] as number] as number)++
        postingDocs[at] = docs[i] as number
        postingCounts[at] = counts[i] as number
      }
      return { postingOffsets, postingDocs, postingCounts }
    },
  }
}

/** Tokenises every journalist once: at import, or at a cold start that finds no prebuilt index. */
export function buildCorpusData(journalists: Journalist[]): CorpusData {
  const termIds = new Map<string, number>()
  // About 45 postings and 50 title pairs a journalist in the demo data: sized once, grown if need be
  // (growing a buffer of millions mid-build costs more than the spare room).
  const postings = createPostingCollector(Math.max(1 << 16, journalists.length * 48))
  const lengths = new Uint16Array(journalists.length * FIELD_COUNT)
  const pairs = createPairCollector(journalists.length)
  const articleOffsets = new Int32Array(journalists.length + 1)
  const days = new Uint16Array(journalists.length * TITLE_ARTICLES)
  let dayCount = 0
  // Publications, places, beats and topics repeat across thousands of journalists: tokenised once each.
  const repeated = new Map<string, string[]>()
  const tokensOf = (text: string) => {
    let tokens = repeated.get(text)
    if (!tokens) {
      tokens = tokenize(text)
      if (repeated.size < 10_000) repeated.set(text, tokens)
    }
    return tokens
  }
  const topicTokens: string[] = []
  const idOf = (t: string) => {
    let id = termIds.get(t)
    if (id === undefined) {
      id = termIds.size
      termIds.set(t, id)
      postings.keys((id + 1) * FIELD_COUNT)
    }
    return id
  }
  const titleIds: number[] = []
  journalists.forEach((j, doc) => {
    for (let f = 0; f < FIELD_COUNT; f++) {
      if (f === TITLES) {
        let titleLength = 0
        const articles = latestArticles(j)
        for (let a = 0; a < articles.length; a++) {
          const article = articles[a] as Article
          if (a < TITLE_ARTICLES) days[dayCount++] = dayOf(article.published_date)
          const tokens = tokenize(article.title)
          for (let i = 0; i < tokens.length; i++) {
            const id = idOf(tokens[i] as string)
            titleIds[i] = id
            postings.add(id * FIELD_COUNT + f, doc, a)
            // Pairs within one headline only; the titles field is the headlines' tokens end to end.
            for (let d = 1; d <= PAIR_WINDOW && d <= i; d++)
              pairs.add(doc, pairBucket(titleIds[i - d] as number, id))
          }
          titleLength += tokens.length
        }
        articleOffsets[doc + 1] = dayCount
        lengths[doc * FIELD_COUNT + f] = Math.min(titleLength, 65_535)
        continue
      }
      const field = FIELDS[f] as Exclude<Field, 'titles'>
      let tokens: string[]
      if (field === 'bio' || field === 'full_name') tokens = tokenize(j[field])
      else if (field === 'topics') {
        topicTokens.length = 0
        for (const topic of j.topics) for (const t of tokensOf(topic)) topicTokens.push(t)
        tokens = topicTokens
      } else tokens = tokensOf(j[field])
      lengths[doc * FIELD_COUNT + f] = Math.min(tokens.length, 65_535)
      for (const t of tokens) postings.add(idOf(t) * FIELD_COUNT + f, doc)
    }
  })
  return {
    terms: [...termIds.keys()],
    ...postings.postings(),
    lengths,
    ...pairs.postings(),
    articleOffsets,
    articleDays: days.slice(0, dayCount),
  }
}

/**
 * The full-text index over journalists: BM25+ scored term at a time from the postings, and the
 * vocabulary in a radix tree (MiniSearch's SearchableMap) for prefix and typo tolerance. Matching and
 * scoring share these, so the same words decide who matches whatever the filters.
 */
export function createCorpusIndex(data: CorpusData) {
  const {
    terms,
    postingOffsets,
    postingDocs,
    postingCounts,
    lengths,
    pairOffsets,
    pairDocs,
    articleOffsets,
    articleDays,
  } = data
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
  /** Per document, whether any word (asked or ranking only) met it in this scoring. */
  const touchedBy = new Uint8Array(docCount)
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
        for (let p = start; p < end; p++) {
          const count = postingCounts[p] as number
          visit(postingDocs[p] as number, f, f === TITLES ? titleCount(count) : count, end - start, weight)
        }
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
    /** The first this many expansions are what was asked; the rest only rank (a soft topic's words). */
    asked = expansions.length,
  ) {
    const scores = new Map<number, number>()
    if (expansions.length === 0) return scores
    const touched: number[] = []
    const weights = expansions.map((expansion, e) => (e < asked ? wordWeight(expansion) : 0))
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
          if (matchedWords[doc] === 0 && touchedBy[doc] === 0) touched.push(doc)
          touchedBy[doc] = 1
          if (e < asked) matchedWords[doc] = (matchedWords[doc] as number) + 1
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
        asked === 0 ? 1 : 0.5 * ((matchedWords[doc] as number) / asked) + 0.5 * (matchedWeight[doc] as number)
      // Every asked word met outranks some met, however often those are repeated.
      const complete = (matchedWords[doc] as number) === asked ? completeBoost : 1
      // Only ranking words met (a soft topic listed, nothing asked in the text): a little.
      if (total > 0) scores.set(doc, total * Math.max(share, 0.5 / (asked + 1)) * complete * boost(doc))
      touchedBy[doc] = 0
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
    const buckets = pairBuckets(stems.map((stem) => termIds.get(stem) ?? -1))
    if (buckets.length === 0) return { shares, mostPairs: 0 }
    const weights = buckets.map((b) => {
      const df = b < 0 ? 0 : (pairOffsets[b + 1] as number) - (pairOffsets[b] as number)
      return Math.log(1 + n / (df + 1))
    })
    const total = weights.reduce((a, b) => a + b, 0)
    buckets.forEach((b, i) => {
      if (b < 0) return
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

  /**
   * "Recently wrote about X": per journalist, how much of X one of their latest headlines holds and how
   * recent that headline is, the best of their articles: (share of X's words in that headline) times
   * exp(-age / `days`), 0 to 1. A word's terms are its exact form when the index has it, else its
   * prefixes and typos; journalists whose headlines hold none of X are absent.
   */
  function recentMentions(words: Expansion[], today: number, days: number): Map<number, number> {
    // Per journalist, per word of X, which of their latest articles hold it (bits, latest first).
    const masks = new Map<number, Uint8Array>()
    words.forEach((expansion, w) => {
      const exact = [...expansion.values()].some((weight) => weight >= 1)
      for (const [term, weight] of expansion) {
        const termId = termIds.get(term)
        if (termId === undefined || (exact && weight < 1)) continue
        const key = termId * FIELD_COUNT + TITLES
        for (let p = postingOffsets[key] as number; p < (postingOffsets[key + 1] as number); p++) {
          const held = (postingCounts[p] as number) >> 8
          if (!held) continue
          const doc = postingDocs[p] as number
          let mask = masks.get(doc)
          if (!mask) {
            mask = new Uint8Array(words.length)
            masks.set(doc, mask)
          }
          mask[w] = (mask[w] as number) | held
        }
      }
    })
    const mentions = new Map<number, number>()
    for (const [doc, mask] of masks) {
      let best = 0
      const first = articleOffsets[doc] as number
      const count = Math.min(TITLE_ARTICLES, (articleOffsets[doc + 1] as number) - first)
      for (let a = 0; a < count; a++) {
        let held = 0
        for (const bits of mask) if (bits & (1 << a)) held++
        if (!held) continue
        const age = Math.max(0, today - (articleDays[first + a] as number))
        best = Math.max(best, (held / words.length) * Math.exp(-age / days))
      }
      if (best > 0) mentions.set(doc, best)
    }
    return mentions
  }

  return { expand, textMatches, score, phraseShares, recentMentions }
}
