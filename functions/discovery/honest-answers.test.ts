import { describe, expect, it } from 'vitest'
import type { Journalist } from '../../shared/domain/journalists'
import { DEMO_REFERENCE_DATE, generateDemoJournalists } from '../journalists/demo-dataset'
import { buildSearchIndex } from './search-engine'

const corpus = generateDemoJournalists(2_000)
const index = buildSearchIndex(corpus, { now: () => new Date(`${DEMO_REFERENCE_DATE}T12:00:00Z`) })
const search = (query: string, size = 20) =>
  index.search({ query, filters: {}, sort: 'relevance', size, from: 0 })
const byId = new Map(corpus.map((j) => [j.id, j]))
const record = (id: string) => byId.get(id) as Journalist
const cities = [...new Set(corpus.map((j) => j.location))]

describe('honest answers', () => {
  it('shows a publication’s writers elsewhere when it has nobody in the city asked, and says so', () => {
    const publication = 'The Founders Gazette'
    const writers = corpus.filter((j) => j.publication === publication)
    const empty = cities.find((city) => city === 'New York' && !writers.some((j) => j.location === city))
    // The demo data has no Founders Gazette writer in New York; the issue's own example.
    expect(empty).toBe('New York')
    const result = search('Founders Gazette writers in New York', 100)
    expect(result.metadata.notices).toEqual([
      'No Founders Gazette writers in New York: showing its writers elsewhere',
    ])
    expect(result.total).toBe(writers.length)
    expect(result.journalists.every((j) => j.publication === publication)).toBe(true)
  })

  it('shows a sector’s writers elsewhere when nobody covers it in the city asked', () => {
    const covered = (topic: string, city: string) =>
      corpus.some((j) => j.topics.includes(topic) && j.location === city)
    const city = 'Berlin'
    const topic = ['Quantum Computing', 'Nuclear', 'Govtech', 'Space', 'Legal Tech'].find(
      (t) => !covered(t, city) && corpus.some((j) => j.topics.includes(t)),
    ) as string
    expect(topic).toBeDefined()
    const result = search(`${topic} reporters in ${city}`)
    expect(result.metadata.notices).toEqual([
      `No ${topic} writers in ${city}: showing ${topic} writers elsewhere`,
    ])
    expect(result.journalists.length).toBeGreaterThan(0)
    expect(result.journalists.every((j) => j.topics.includes(topic))).toBe(true)
  })

  it('says nothing when what was asked for is there', () => {
    expect(search('fintech reporters in London').metadata.notices).toBeUndefined()
    expect(search(corpus[10]?.full_name ?? '').metadata.notices).toBeUndefined()
  })

  it('says a name nobody has is not there, above the close names', () => {
    const target = corpus[123] as Journalist
    const misspelt = `${target.full_name}x`
    expect(corpus.some((j) => j.full_name === misspelt)).toBe(false)
    const result = search(misspelt)
    expect(result.metadata.notices).toEqual([`No journalist named “${misspelt}”: showing close names`])
    expect(result.journalists[0]?.full_name).toBe(target.full_name)
  })

  it('finds "Surname from Publication"', () => {
    const target = corpus.find(
      (j) => corpus.filter((o) => o.full_name.split(' ')[1] === j.full_name.split(' ')[1]).length > 3,
    ) as Journalist
    const surname = target.full_name.split(' ')[1] as string
    const result = search(`${surname} from ${target.publication.replace(/^The /, '')}`)
    expect(result.journalists[0]?.id).toBe(target.id)
  })
})

describe('headlines and recency', () => {
  it('reads a pasted headline as words: a topic or city named in it does not filter its author out', () => {
    // Headlines whose words the parser reads as a topic the author is not filed under ("chips" is
    // Semiconductors; a Hardware reporter writes about chips).
    const cases = corpus
      .flatMap((j) => j.articles.map((a) => ({ j, title: a.title })))
      .filter(({ j, title }) => /\bchips\b/.test(title) && !j.topics.includes('Semiconductors'))
      .slice(0, 5)
    expect(cases.length).toBeGreaterThan(0)
    for (const { j, title } of cases) {
      const ranked = search(title, 3).journalists.map((x) => record(x.id))
      expect(
        ranked.some((x) => x.id === j.id || x.articles.some((a) => a.title === title)),
        title,
      ).toBe(true)
    }
  })

  it('ranks by how recently they wrote when the query asks for recent writing', () => {
    const plain = search('fintech', 10).journalists.map((j) => record(j.id))
    const recent = search('fintech reporters who wrote recently', 10).journalists.map((j) => record(j.id))
    const days = (list: Journalist[]) =>
      list.reduce((sum, j) => sum + Date.parse(j.last_article_at ?? '2000-01-01'), 0) / list.length
    expect(days(recent)).toBeGreaterThan(days(plain))
  })

  it('reads "recently wrote about X" in the headlines, weighed by how recent those are', () => {
    const reference = Date.parse(DEMO_REFERENCE_DATE)
    const daysSince = (j: Journalist, pattern: RegExp) => {
      const dates = j.articles.filter((a) => pattern.test(a.title)).map((a) => Date.parse(a.published_date))
      return dates.length ? (reference - Math.max(...dates)) / 86_400_000 : Number.POSITIVE_INFINITY
    }
    // "telehealth" names the Health topic; the ask is for who wrote it, not who lists Health.
    const result = search('journalists who recently wrote about telehealth', 20)
    const top = result.journalists.map((j) => record(j.id))
    const wroteIt = top.slice(0, 5).map((j) => daysSince(j, /telehealth/i))
    expect(
      wroteIt.every((days) => days <= 45),
      String(wroteIt),
    ).toBe(true)
    // Health writers whose headlines said telehealth in the last month rank above every Health writer
    // whose telehealth headlines are old or absent (before issue 40 these ranked by any latest article).
    const all = search('journalists who recently wrote about telehealth', 2_000).journalists.map((j) =>
      record(j.id),
    )
    const lastRecent = Math.max(...all.map((j, at) => (daysSince(j, /telehealth/i) <= 30 ? at : -1)))
    const firstStale = all.findIndex((j) => daysSince(j, /telehealth/i) > 120)
    expect(lastRecent).toBeGreaterThan(3)
    expect(firstStale).toBeGreaterThan(lastRecent)
    // The same query without the ask for recent writing keeps Health as a filter.
    expect(
      search('journalists who wrote about telehealth').journalists.every((j) => j.topics.includes('Health')),
    ).toBe(true)
  })

  it('weighs how recent the headlines holding the words are, not the latest article of any kind', () => {
    const query = 'reporters who recently covered heat pumps'
    const latest = (j: Journalist) =>
      Math.max(
        ...j.articles.filter((a) => /heat pumps/i.test(a.title)).map((a) => Date.parse(a.published_date)),
      )
    const ranked = search(query, 10).journalists.map((j) => record(j.id))
    // Every one of the first ten wrote about heat pumps, the most recent of those first (ranks 1-3).
    expect(ranked.every((j) => Number.isFinite(latest(j)))).toBe(true)
    const days = ranked.slice(0, 3).map(latest)
    const others = ranked.slice(3).map(latest)
    expect(Math.min(...days)).toBeGreaterThanOrEqual(Math.min(...others))
  })

  it('puts those who meet every asked constraint before those who meet some', () => {
    // Two topics filter as "any of"; those on both are what was asked for.
    const pairs: [string, string][] = [
      ['AI', 'Fintech'],
      ['Climate', 'Mobility'],
    ]
    for (const [a, b] of pairs) {
      const onBoth = (j: Journalist) => j.topics.includes(a) && j.topics.includes(b)
      const city = cities.find((c) => corpus.filter((j) => j.location === c && onBoth(j)).length >= 2)
      const query = `${a} and ${b} reporters in ${city}`
      const both = search(query, 40).journalists.map((j) => onBoth(record(j.id)))
      expect(both.includes(true), query).toBe(true)
      expect(both.includes(false), query).toBe(true)
      expect(both.lastIndexOf(true), query).toBeLessThan(both.indexOf(false))
    }
  })
})
