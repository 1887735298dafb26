import { describe, expect, it } from 'vitest'
import { ndcgAt, relevanceSet } from '../../scripts/bench/relevance-set'
import type { Journalist } from '../../shared/domain/journalists'
import { DEMO_REFERENCE_DATE, generateDemoJournalists } from '../journalists/demo-dataset'
import { buildSearchIndex } from './search-engine'

/** The floor under `npm run bench:search`'s relevance: CI fails when ranking breaks, not only the bench. */
const FLOOR = 0.85

describe('search relevance on the judged set', () => {
  it(`keeps nDCG@10 at or above ${FLOOR} at 2,000 journalists`, () => {
    const corpus = generateDemoJournalists(2_000)
    const index = buildSearchIndex(corpus, { now: () => new Date(`${DEMO_REFERENCE_DATE}T12:00:00Z`) })
    const byId = new Map(corpus.map((j) => [j.id, j]))
    const scores = relevanceSet(corpus).map(({ query, grade }) => {
      const top10 = index.search({ query, filters: {}, sort: 'relevance', size: 10, from: 0 }).journalists
      const ranked = top10.map((j) => grade(byId.get(j.id) as Journalist))
      return { query, ndcg: ndcgAt(10, ranked, corpus.map(grade)) }
    })
    const mean = scores.reduce((sum, s) => sum + s.ndcg, 0) / scores.length
    // The weakest queries in the message, so a failure says where ranking broke.
    const weakest = [...scores].sort((a, b) => a.ndcg - b.ndcg).slice(0, 5)
    expect(
      mean,
      `mean nDCG@10 ${mean.toFixed(3)}; weakest: ${weakest.map((s) => `${s.ndcg.toFixed(2)} "${s.query}"`).join(', ')}`,
    ).toBeGreaterThanOrEqual(FLOOR)
  })
})
