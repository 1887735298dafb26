import { CITIES, type City } from '../../shared/domain/cities'
import type { Article, Journalist } from '../../shared/domain/journalists'
import {
  CITY_WEIGHTS,
  COMPANIES,
  DEMO_BEATS,
  DEMO_PUBLICATIONS,
  DEMO_TOPICS,
  type DemoPublication,
  type DemoTopic,
  FIRST_NAMES,
  HEADLINES,
  INVESTORS,
  LAST_NAMES,
  ROUNDS,
} from './demo-vocabulary'

/**
 * The shipped demo data: fictional journalists at fictional publications, the same on every machine
 * (fixed seed). Every e-mail address and article link is at a reserved example domain, so nothing can
 * reach a person.
 */
export const DEMO_SEED = 20261122
export const DEMO_SIZE = 2000
/** Articles are dated back from here, so the data set does not change with the day it is built. */
export const DEMO_REFERENCE_DATE = '2026-11-01'

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const
const TOPIC_BY_NAME = new Map(DEMO_TOPICS.map((t) => [t.name, t]))

/** The demo's publications with their audience, and the host their articles live on. */
export const demoPublications = DEMO_PUBLICATIONS.map((p) => ({ ...p, host: publicationHost(p.name) }))

export function generateDemoJournalists(count = DEMO_SIZE, seed = DEMO_SEED): Journalist[] {
  const random = mulberry32(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T
  const pickTopic = weighted(random, DEMO_TOPICS, (t) => t.weight)
  const pickCity = weighted(random, CITIES, (c) => CITY_WEIGHTS[c.name] ?? 1)
  const pickBeat = weighted(random, DEMO_BEATS, (b) => b.weight)
  // Big publications employ more journalists: weight by the square root of the audience.
  const pickPublication = weighted(random, DEMO_PUBLICATIONS, (p) => Math.sqrt(p.audience))
  const usedEmails = new Set<string>()
  const usedHandles = new Set<string>()
  const journalists: Journalist[] = []
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST_NAMES)
    const last = pick(LAST_NAMES)
    const publication = pickPublication()
    const city = pickCity()
    const beat = pickBeat().name
    const topics = chooseTopics(random, publication, pickTopic)
    const id = `demo-${String(i + 1).padStart(6, '0')}`
    const articles = generateArticles(random, pick, id, publication.name, topics, city)
    const hasEmail = random() < 0.82
    const email = hasEmail ? uniqueEmail(usedEmails, first, last, pick(EMAIL_DOMAINS)) : null
    const handle = random() < 0.6 ? uniqueHandle(usedHandles, random, first, last, topics[0]) : null
    journalists.push({
      id,
      full_name: `${first} ${last}`,
      publication: publication.name,
      bio: bioOf(
        random,
        beat,
        publication.name,
        city.name,
        topics.map((t) => t.name),
      ),
      beat,
      location: city.name,
      topics: topics.map((t) => t.name),
      email,
      email_verified_at:
        email && random() < 0.7
          ? `${daysBefore(DEMO_REFERENCE_DATE, Math.floor(random() * 200))}T09:00:00.000Z`
          : null,
      twitter: handle,
      linkedin: random() < 0.5 ? `${ascii(first)}-${ascii(last)}-${i + 1}` : null,
      response_rate: Math.round(random() * 60),
      last_article_at: articles[0]?.published_date ?? null,
      articles,
    })
  }
  return journalists
}

/** One to three topics; at a specialist publication the first is usually one it is known for. */
function chooseTopics(random: () => number, publication: DemoPublication, pickTopic: () => DemoTopic) {
  const count = 1 + Math.floor(random() * 3)
  const chosen = new Set<DemoTopic>()
  const focus = publication.focus ?? []
  if (focus.length && random() < 0.6) {
    chosen.add(TOPIC_BY_NAME.get(focus[Math.floor(random() * focus.length)] as string) as DemoTopic)
  }
  while (chosen.size < count) chosen.add(pickTopic())
  return [...chosen]
}

const BIOS = [
  '{beat} reporter at {publication} in {city}, covering {topics}.',
  'Covers {topics} for {publication} from {city}.',
  "{publication}'s {beat} correspondent in {city}; writes about {topics}.",
  '{city}-based {beat} writer at {publication}. Mostly {topics}.',
  'Senior {beat} reporter, {publication} ({city}). Interested in {topics}.',
]

function bioOf(random: () => number, beat: string, publication: string, city: string, topics: string[]) {
  const shape = BIOS[Math.floor(random() * BIOS.length)] as string
  return shape
    .replace('{beat}', beat)
    .replace('{publication}', publication)
    .replace('{city}', city)
    .replace('{topics}', listOf(topics))
}

function generateArticles(
  random: () => number,
  pick: <T>(items: readonly T[]) => T,
  journalistId: string,
  publication: string,
  topics: DemoTopic[],
  city: City,
): Article[] {
  const host = publicationHost(publication)
  const count = 3 + Math.floor(random() * 4)
  // Most recent first; some journalists have not written for months.
  let age = Math.floor(random() * (random() < 0.2 ? 240 : 30))
  return Array.from({ length: count }, (_, n) => {
    const topic = pick(topics)
    const company = pick(COMPANIES)
    let rival = pick(COMPANIES)
    if (rival === company) rival = `${rival} Labs`
    const fill: Record<string, string> = {
      subject: pick(topic.subjects),
      topic: topic.name,
      company,
      rival,
      city: city.name,
      country: city.country,
      investor: pick(INVESTORS),
      round: pick(ROUNDS),
      amount: `$${1 + Math.floor(random() * 60)}M`,
      n: String(2 + Math.floor(random() * 48)),
    }
    const title = pick(HEADLINES).replace(/\{(\w+)\}/g, (_, slot: string) => fill[slot] ?? slot)
    const published = daysBefore(DEMO_REFERENCE_DATE, age)
    age += 3 + Math.floor(random() * 40)
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    return {
      id: `${journalistId}-a${n + 1}`,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      url: `https://${host}/${published.slice(0, 7).replace('-', '/')}/${slug}-${journalistId.slice(5)}${n + 1}`,
      published_date: published,
    }
  })
}

/** Lower-case ASCII letters only: "Wójcik" becomes "wojcik" in addresses and handles. */
function ascii(name: string) {
  return name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
}

function publicationHost(name: string) {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`
}

/** A handle of one of the shapes people pick, unique across the data set (a number added if taken). */
function uniqueHandle(
  used: Set<string>,
  random: () => number,
  first: string,
  last: string,
  topic?: DemoTopic,
) {
  const f = ascii(first)
  const l = ascii(last)
  const beat = (topic?.name ?? 'news').toLowerCase().replace(/[^a-z]/g, '')
  const shapes = [
    `${f}${l}`,
    `${f}_${l}`,
    `${f[0]}${l}`,
    `${l}${f[0]}`,
    `${f}writes`,
    `${f}on${beat}`,
    `${f}${l[0]}`,
  ]
  const start = Math.floor(random() * shapes.length)
  for (let n = 0; n < shapes.length; n++) {
    const handle = `@${(shapes[(start + n) % shapes.length] as string).slice(0, 15)}`
    if (!used.has(handle)) {
      used.add(handle)
      return handle
    }
  }
  const base = `@${(shapes[start] as string).slice(0, 10)}`
  let handle = base
  for (let n = 2; used.has(handle); n++) handle = `${base}${n}`
  used.add(handle)
  return handle
}

/** A picker that returns items in proportion to their weight. */
function weighted<T>(random: () => number, items: readonly T[], weight: (item: T) => number) {
  const cumulative: number[] = []
  let total = 0
  for (const item of items) {
    total += weight(item)
    cumulative.push(total)
  }
  return () => {
    const r = random() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((cumulative[mid] as number) > r) high = mid
      else low = mid + 1
    }
    return items[low] as T
  }
}

function uniqueEmail(used: Set<string>, first: string, last: string, domain: string) {
  const base = `${ascii(first)}.${ascii(last)}`
  let email = `${base}@${domain}`
  for (let n = 2; used.has(email); n++) email = `${base}${n}@${domain}`
  used.add(email)
  return email
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
