import { describe, expect, it } from 'vitest'
import { ImportJournalistRow } from '../../shared/contracts/journalist-import'
import { CITIES } from '../../shared/domain/cities'
import { timeZoneOf } from '../../shared/domain/follow-ups'
import { DEMO_SIZE, demoPublications, generateDemoJournalists } from './demo-dataset'

const demo = generateDemoJournalists()
const distinct = <T>(values: T[]) => new Set(values).size

describe('the demo journalists', () => {
  it('are 2,000 fictional journalists, the same on every machine', () => {
    expect(demo).toHaveLength(DEMO_SIZE)
    expect(DEMO_SIZE).toBeGreaterThanOrEqual(2000)
    expect(generateDemoJournalists(50)).toEqual(demo.slice(0, 50))
    expect(distinct(demo.map((j) => j.id))).toBe(demo.length)
  })

  it('can only ever mail reserved example domains, and some have no e-mail', () => {
    const emails = demo.flatMap((j) => (j.email ? [j.email] : []))
    expect(emails.every((e) => /^[a-z0-9.]+@example\.(com|org|net)$/.test(e))).toBe(true)
    expect(distinct(emails)).toBe(emails.length)
    expect(emails.length).toBeLessThan(demo.length)
    expect(
      demo.flatMap((j) => j.articles).every((a) => new URL(a.url).hostname.endsWith('.example.com')),
    ).toBe(true)
  })

  it('give every social handle to one journalist only, even at 20,000', () => {
    for (const journalists of [demo, generateDemoJournalists(20_000)]) {
      const handles = journalists.flatMap((j) => (j.twitter ? [j.twitter] : []))
      expect(handles.length).toBeGreaterThan(journalists.length / 2)
      expect(handles.every((h) => /^@\w{1,15}$/.test(h))).toBe(true)
      expect(distinct(handles)).toBe(handles.length)
    }
  }, 30_000)

  it('cover a wide vocabulary: 60 topics, 50 cities in 12 countries with time zones, 60 publications with an audience', () => {
    expect(distinct(demo.flatMap((j) => j.topics))).toBeGreaterThanOrEqual(60)
    const cities = distinct(demo.map((j) => j.location))
    expect(cities).toBeGreaterThanOrEqual(50)
    const countries = distinct(
      CITIES.filter((c) => demo.some((j) => j.location === c.name)).map((c) => c.country),
    )
    expect(countries).toBeGreaterThanOrEqual(12)
    for (const j of demo) expect(timeZoneOf(j.location), j.location).toBeDefined()
    for (const city of CITIES)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: city.timeZone })).not.toThrow()
    expect(distinct(demo.map((j) => j.publication))).toBeGreaterThanOrEqual(60)
    expect(demoPublications.every((p) => p.audience > 0 && p.host.endsWith('.example.com'))).toBe(true)
    // The spec's sample filter values are among them.
    for (const topic of ['AI', 'Fintech', 'Climate', 'Gaming'])
      expect(demo.some((j) => j.topics.includes(topic))).toBe(true)
    for (const beat of ['Startups', 'Venture Capital', 'Cybersecurity'])
      expect(demo.some((j) => j.beat === beat)).toBe(true)
    for (const place of ['San Francisco', 'New York', 'London'])
      expect(demo.some((j) => j.location === place)).toBe(true)
  })

  it('write headlines that vary, not a dozen templates', () => {
    const titles = demo.flatMap((j) => j.articles.map((a) => a.title))
    expect(distinct(titles) / titles.length).toBeGreaterThan(0.8)
    // With the company, place and figures taken out, the shapes and subjects still vary.
    const shapes = titles.map((t) => t.replace(/^\S+|\$?\d[\d,]*M?%?/g, ''))
    expect(distinct(shapes)).toBeGreaterThan(1000)
  })

  it('give each journalist a handful of dated articles, newest first, and pass the import contract', () => {
    for (const j of demo.slice(0, 200)) {
      expect(j.articles.length).toBeGreaterThanOrEqual(3)
      const dates = j.articles.map((a) => a.published_date)
      expect([...dates].sort().reverse()).toEqual(dates)
      expect(j.last_article_at).toBe(dates[0])
      const { id, articles, last_article_at, ...row } = j
      const parsed = ImportJournalistRow.safeParse({
        ...row,
        id,
        email: row.email ?? undefined,
        email_verified_at: row.email_verified_at ?? undefined,
        twitter: row.twitter ?? undefined,
        linkedin: row.linkedin ?? undefined,
        articles: articles.map(({ title, url, published_date }) => ({ title, url, published_date })),
      })
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    }
  })
})
