import { describe, expect, it } from 'vitest'
import { ImportJournalistRow } from '../../shared/contracts/journalist-import'
import { DEMO_SIZE, generateDemoJournalists } from './demo-dataset'

const demo = generateDemoJournalists()

describe('the demo journalists', () => {
  it('are 2,000 fictional journalists, the same on every machine', () => {
    expect(demo).toHaveLength(DEMO_SIZE)
    expect(DEMO_SIZE).toBeGreaterThanOrEqual(2000)
    expect(generateDemoJournalists(50)).toEqual(demo.slice(0, 50))
    expect(new Set(demo.map((j) => j.id)).size).toBe(demo.length)
  })

  it('can only ever mail reserved example domains, and some have no e-mail', () => {
    const emails = demo.flatMap((j) => (j.email ? [j.email] : []))
    expect(emails.every((e) => /@example\.(com|org|net)$/.test(e))).toBe(true)
    expect(new Set(emails).size).toBe(emails.length)
    expect(emails.length).toBeLessThan(demo.length)
    expect(
      demo.flatMap((j) => j.articles).every((a) => new URL(a.url).hostname.endsWith('.example.com')),
    ).toBe(true)
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
