import { type Article, BEATS, type Journalist, LOCATIONS, TOPICS } from '../../shared/domain/journalists'

/**
 * The shipped demo data: fictional journalists at fictional publications, the same on every machine
 * (fixed seed). Every e-mail address is at a reserved example domain, so nothing can reach a person.
 */
export const DEMO_SEED = 20261122
export const DEMO_SIZE = 2000
/** Articles are dated back from here, so the data set does not change with the day it is built. */
export const DEMO_REFERENCE_DATE = '2026-11-01'

const FIRST_NAMES =
  'Ada Alex Amara Ben Bianca Carlos Chen Dana Dev Elena Emeka Farah Felix Grace Hana Hugo Ines Isaac Jana Jonas Kai Kavya Lena Leo Lina Marco Maya Mei Nadia Nico Noor Olga Omar Priya Rafael Rosa Sam Sara Tariq Theo Uma Vera Wes Yara Yusuf Zoe'.split(
    ' ',
  )
const LAST_NAMES =
  'Abbott Bauer Castillo Dubois Eriksen Fischer Garcia Haddad Ito Jensen Kowalski Larsen Moreau Nakamura Okafor Petrov Quinn Rossi Sato Schmidt Tanaka Urban Vargas Weber Xu Yilmaz Zimmer Novak Brennan Mensah Lindqvist Oyelaran Marchetti Halvorsen Achterberg Kapoor Delacroix'.split(
    ' ',
  )
const PUBLICATIONS = [
  'The Ledger Daily',
  'Circuit Weekly',
  'Northwind Business Review',
  'Greenline Post',
  'Pixel & Play',
  'The Venture Wire',
  'Byteline',
  'Harbor City Times',
  'Signal & Noise',
  'The Founders Gazette',
  'Quantum Courier',
  'Metro Tech Journal',
  'The Daily Stack',
  'Open Markets Monitor',
  'Frontier Science Review',
  'The Policy Desk',
  'Launchpad Magazine',
  'Continental Tech',
  'The Product Bench',
  'Coastline Chronicle',
] as const
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const

/** Headline shapes by angle; `{topic}` and `{company}` are filled per article. */
const HEADLINES = [
  '{company} raises seed round to take {topic} mainstream',
  '{company} closes $12M Series A as {topic} demand grows',
  'Inside the {topic} startups investors are betting on this year',
  'Why {topic} founders are rethinking their go-to-market',
  '{company} launches a {topic} product for small businesses',
  'The quiet {topic} shift that big companies missed',
  'Regulators turn their attention to {topic}',
  '{company} acquires rival to consolidate {topic} market',
  'How {company} grew to a million users without ads',
  'A first look at {company}, the {topic} startup out of stealth',
  'Seed rounds shrink as {topic} investors grow cautious',
  '{company} founder on building {topic} tools people trust',
] as const
const COMPANIES =
  'Lumen Vexa Orbitly Quillio Kestrel Fathom Brightloop Tessellate Nimbus Parcelly Corvid Halcyon Moxie Tandem Arbor Zephyr'.split(
    ' ',
  )

export function generateDemoJournalists(count = DEMO_SIZE, seed = DEMO_SEED): Journalist[] {
  const random = mulberry32(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T
  const usedEmails = new Set<string>()
  const journalists: Journalist[] = []
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST_NAMES)
    const last = pick(LAST_NAMES)
    const publication = pick(PUBLICATIONS)
    const location = pick(LOCATIONS)
    const beat = pick(BEATS)
    const topics = distinct(pick, TOPICS, 1 + Math.floor(random() * 3))
    const id = `demo-${String(i + 1).padStart(6, '0')}`
    const articles = generateArticles(random, pick, id, publication, topics)
    const hasEmail = random() < 0.82
    const email = hasEmail ? uniqueEmail(usedEmails, first, last, pick(EMAIL_DOMAINS)) : null
    journalists.push({
      id,
      full_name: `${first} ${last}`,
      publication,
      bio: `${beat} reporter at ${publication} in ${location}, covering ${listOf(topics)}.`,
      beat,
      location,
      topics,
      email,
      email_verified_at:
        email && random() < 0.7
          ? `${daysBefore(DEMO_REFERENCE_DATE, Math.floor(random() * 200))}T09:00:00.000Z`
          : null,
      twitter: random() < 0.6 ? `@${first}${last}`.toLowerCase() : null,
      linkedin: random() < 0.5 ? `${first}-${last}-${i + 1}`.toLowerCase() : null,
      response_rate: Math.round(random() * 60),
      last_article_at: articles[0]?.published_date ?? null,
      articles,
    })
  }
  return journalists
}

function generateArticles(
  random: () => number,
  pick: <T>(items: readonly T[]) => T,
  journalistId: string,
  publication: string,
  topics: string[],
): Article[] {
  const host = `${publication.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`
  const count = 3 + Math.floor(random() * 4)
  // Most recent first; some journalists have not written for months.
  let age = Math.floor(random() * (random() < 0.2 ? 240 : 30))
  return Array.from({ length: count }, (_, n) => {
    const title = pick(HEADLINES).replace('{topic}', pick(topics)).replace('{company}', pick(COMPANIES))
    const published = daysBefore(DEMO_REFERENCE_DATE, age)
    age += 3 + Math.floor(random() * 40)
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    return {
      id: `${journalistId}-a${n + 1}`,
      title,
      url: `https://${host}/${published.slice(0, 7).replace('-', '/')}/${slug}-${journalistId.slice(5)}${n + 1}`,
      published_date: published,
    }
  })
}

function uniqueEmail(used: Set<string>, first: string, last: string, domain: string) {
  const base = `${first}.${last}`.toLowerCase()
  let email = `${base}@${domain}`
  for (let n = 2; used.has(email); n++) email = `${base}${n}@${domain}`
  used.add(email)
  return email
}

function distinct<T>(pick: (items: readonly T[]) => T, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>()
  while (chosen.size < count) chosen.add(pick(items))
  return [...chosen]
}

function listOf(items: string[]) {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function daysBefore(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** A small, fast, seedable PRNG: the same seed gives the same data set everywhere. */
export function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
