// How the index tokenised the corpus before issue 40 (no title word pairs, titles as one field), as it
// stood at 5b3785b: bench:search builds it beside today's in the same run, so the build-time ratio
// the issue bounds (1.2x) is measured under the same load. Not used by the app.
import { stemmer } from 'stemmer'
import {
  type CorpusData,
  FIELD_BOOSTS,
  FIELD_COUNT,
  PAIR_BUCKETS,
} from '../../../functions/discovery/corpus-index'
import { STOPWORDS } from '../../../functions/discovery/query-parser'
import type { Journalist } from '../../../shared/domain/journalists'

type Field = keyof typeof FIELD_BOOSTS
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[]

function fieldText(j: Journalist, field: Field): string {
  if (field === 'topics') return j.topics.join(' ')
  if (field === 'titles') return j.articles.map((a) => a.title).join(' ')
  return j[field]
}

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

function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOPWORDS.has(w)).map(stem)
}

/** Today's CorpusData shape, with no title pairs and no article days (searches then find no phrases). */
export function buildCorpusDataBeforeIssue40(journalists: Journalist[]): CorpusData {
  const termIds = new Map<string, number>()
  const docsByKey: number[][] = []
  const countsByKey: number[][] = []
  const lengths = new Uint16Array(journalists.length * FIELD_COUNT)
  journalists.forEach((j, doc) => {
    FIELDS.forEach((field, f) => {
      const tokens = tokenize(fieldText(j, field))
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
    pairOffsets: new Int32Array(PAIR_BUCKETS + 1),
    pairDocs: new Int32Array(0),
    articleOffsets: new Int32Array(journalists.length + 1),
    articleDays: new Uint16Array(0),
  }
}
