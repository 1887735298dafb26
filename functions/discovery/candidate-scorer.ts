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
const K1 = 1.2
const B = 0.7
/** BM25+: any match at all counts for something, however long the field. */
const DELTA = 0.5

export function fieldText(j: Journalist, field: Field): string {
  if (field === 'topics') return j.topics.join(' ')
  if (field === 'titles') return j.articles.map((a) => a.title).join(' ')
  return j[field]
}

/** The index's tokens: lower case, stop words dropped, stemmed ("regulation" and "regulators" meet). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => !STOPWORDS.has(w))
    .map((w) => stemmer(w))
}

/**
 * BM25 over a given set of journalists, with document frequencies from the whole corpus. When filters
 * already narrow who qualifies, only those few need a score: scoring them here costs far less than
 * scoring every journalist the words occur for (at 100,000 journalists, "seed rounds" alone matches
 * tens of thousands).
 */
export function createCandidateScorer(journalists: Journalist[]) {
  const termCounts = new Map<string, Map<Field, Map<string, number>>>() // id -> field -> term -> count
  const lengths = new Map<string, Map<Field, number>>()
  const documentFrequency = new Map<Field, Map<string, number>>(FIELDS.map((f) => [f, new Map()]))
  const totalLength = new Map<Field, number>(FIELDS.map((f) => [f, 0]))
  for (const j of journalists) {
    const perField = new Map<Field, Map<string, number>>()
    const perLength = new Map<Field, number>()
    for (const field of FIELDS) {
      const tokens = tokenize(fieldText(j, field))
      const counts = new Map<string, number>()
      for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1)
      const df = documentFrequency.get(field) as Map<string, number>
      for (const t of counts.keys()) df.set(t, (df.get(t) ?? 0) + 1)
      perField.set(field, counts)
      perLength.set(field, tokens.length)
      totalLength.set(field, (totalLength.get(field) ?? 0) + tokens.length)
    }
    termCounts.set(j.id, perField)
    lengths.set(j.id, perLength)
  }
  const n = Math.max(1, journalists.length)
  const averageLength = new Map(FIELDS.map((f) => [f, (totalLength.get(f) ?? 0) / n || 1]))

  return (candidates: Journalist[], text: string, boostDocument: (id: string) => number) => {
    const terms = [...new Set(tokenize(text))]
    const scores = new Map<string, number>()
    if (terms.length === 0) return scores
    for (const j of candidates) {
      let score = 0
      const matched = new Set<string>()
      for (const field of FIELDS) {
        const counts = termCounts.get(j.id)?.get(field)
        if (!counts) continue
        const length = lengths.get(j.id)?.get(field) ?? 0
        const norm = K1 * (1 - B + (B * length) / (averageLength.get(field) ?? 1))
        for (const term of terms) {
          const tf = counts.get(term)
          if (!tf) continue
          matched.add(term)
          const df = documentFrequency.get(field)?.get(term) ?? 0
          const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
          score += FIELD_BOOSTS[field] * idf * (DELTA + (tf * (K1 + 1)) / (tf + norm))
        }
      }
      // Coordination: a journalist who matches every word outranks one who matches a word many times.
      if (score > 0) scores.set(j.id, score * (matched.size / terms.length) * boostDocument(j.id))
    }
    return scores
  }
}
