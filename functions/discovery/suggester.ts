import type { Suggestion } from '../../shared/contracts/discovery'
import type { IndexData } from './index-data'
import { topK } from './top-k'

interface Entry {
  value: string
  lower: string
  words: string[]
  type: 'topic' | 'publication' | 'journalist'
  metadata: Suggestion['metadata']
  /** Place in alphabetical order among all entries (ties keep topics, publications, journalists). */
  rank: number
}

/**
 * Suggestions as a founder types: topics and publications with their counts, and journalists' names.
 * Built on first use: entries bucketed by the first two letters of each of their words, so a prefix
 * looks at a bucket instead of every journalist.
 */
export function createSuggester(data: IndexData) {
  let buckets: Map<string, Entry[]> | undefined
  let entries: Entry[] = []

  function build() {
    const made: Omit<Entry, 'rank'>[] = []
    const add = (value: string, type: Entry['type'], metadata: Suggestion['metadata']) => {
      const lower = value.toLowerCase()
      made.push({ value, lower, words: lower.split(/\s+/), type, metadata })
    }
    const topicCounts = new Int32Array(data.dictionaries.topics.length)
    for (const id of data.topicIds) topicCounts[id] = (topicCounts[id] as number) + 1
    const publicationCounts = new Int32Array(data.dictionaries.publications.length)
    for (const id of data.publication) publicationCounts[id] = (publicationCounts[id] as number) + 1
    // Most first, then alphabetically (the dictionaries are sorted so), as the facets count them.
    const byCount = (counts: Int32Array, values: string[]) =>
      values
        .map((value, i) => ({ value, count: counts[i] as number }))
        .filter((v) => v.count > 0)
        .sort((a, b) => b.count - a.count)
    for (const { value, count } of byCount(topicCounts, data.dictionaries.topics))
      add(value, 'topic', { count })
    for (const { value, count } of byCount(publicationCounts, data.dictionaries.publications))
      add(value, 'publication', { count })
    const seen = new Set<string>()
    data.names.forEach((name, doc) => {
      if (seen.has(name)) return
      seen.add(name)
      add(name, 'journalist', {
        publication: data.dictionaries.publications[data.publication[doc] as number],
      })
    })
    const alphabetical = made
      .map((_, i) => i)
      .sort((a, b) => (made[a] as Entry).value.localeCompare((made[b] as Entry).value))
    const ranks = new Int32Array(made.length)
    alphabetical.forEach((i, place) => {
      ranks[i] = place
    })
    entries = made.map((entry, i) => ({ ...entry, rank: ranks[i] as number }))
    buckets = new Map()
    for (const entry of entries) {
      const keys = new Set([entry.lower.slice(0, 2), ...entry.words.map((w) => w.slice(0, 2))])
      for (const key of keys) {
        if (key.length < 2) continue
        const bucket = buckets.get(key)
        if (bucket) bucket.push(entry)
        else buckets.set(key, [entry])
      }
    }
  }

  function suggest(q: string, type: Suggestion['type'] | 'all', limit: number): Suggestion[] {
    if (!buckets) build()
    const needle = q.trim().toLowerCase()
    const confidence = (entry: Entry) => {
      if (entry.lower === needle) return 1
      if (entry.lower.startsWith(needle)) return 0.9
      return entry.words.some((w) => w.startsWith(needle)) ? 0.75 : 0
    }
    const candidates = needle.length >= 2 ? (buckets?.get(needle.slice(0, 2)) ?? []) : entries
    const found: { entry: Entry; confidence: number }[] = []
    for (const entry of candidates) {
      if (type !== 'all' && type !== entry.type) continue
      const c = confidence(entry)
      if (c) found.push({ entry, confidence: entry.type === 'journalist' ? c * 0.95 : c })
    }
    const best = topK(
      found.map((_, i) => i),
      limit,
      (a, b) =>
        (found[b] as (typeof found)[0]).confidence - (found[a] as (typeof found)[0]).confidence ||
        (found[a] as (typeof found)[0]).entry.rank - (found[b] as (typeof found)[0]).entry.rank,
    )
    return best.map((i) => {
      const { entry, confidence: c } = found[i] as (typeof found)[0]
      return { value: entry.value, type: entry.type, metadata: entry.metadata, confidence: c }
    })
  }

  return { suggest }
}
