import { mulberry32 } from '../../functions/journalists/demo-dataset'
import type { Journalist } from '../../shared/domain/journalists'

/**
 * Known-item queries (issue 40): a founder pastes a headline, or half-remembers one, and wants its
 * author. Drawn from the data with a fixed seed, so no one picks them and no engine is tuned on them:
 * each of `count` articles gives its headline as typed, and the same headline with two words dropped
 * and one word swapped for a synonym (from the fixed list below). An answer is right when a
 * journalist who wrote that exact headline ranks first (several may have: "The hidden cost of
 * telehealth" is written more than once, and nothing in a query can tell its authors apart).
 */
export interface KnownItem {
  query: string
  /** Who wrote the headline the query comes from. */
  authors: Set<string>
  variant: 'headline' | 'edited headline'
}

export const KNOWN_ITEM_SEED = 40
export const KNOWN_ITEM_COUNT = 500

/** Words a founder might remember in place of the headline's (one of them is swapped per query). */
export const HEADLINE_SYNONYMS: Record<string, string> = {
  raises: 'secures',
  closes: 'completes',
  lands: 'wins',
  led: 'backed',
  startup: 'company',
  startups: 'companies',
  investors: 'backers',
  betting: 'wagering',
  shrink: 'contract',
  bets: 'wagers',
  biggest: 'largest',
  launches: 'debuts',
  businesses: 'firms',
  unveils: 'reveals',
  tool: 'app',
  busy: 'hectic',
  opens: 'launches',
  office: 'base',
  fix: 'repair',
  acquires: 'buys',
  rival: 'competitor',
  consolidate: 'unify',
  sold: 'sells',
  years: 'decades',
  regulators: 'watchdogs',
  attention: 'focus',
  rules: 'regulations',
  scrambling: 'rushing',
  lawmakers: 'legislators',
  regulate: 'police',
  crackdown: 'clampdown',
  founders: 'entrepreneurs',
  founder: 'entrepreneur',
  rethinking: 'reconsidering',
  quiet: 'silent',
  shift: 'change',
  watch: 'follow',
  bubble: 'fad',
  numbers: 'figures',
  hub: 'centre',
  hidden: 'unseen',
  cost: 'price',
  building: 'making',
  trust: 'rely on',
  grew: 'rose',
  users: 'customers',
  cuts: 'slashes',
  jobs: 'roles',
  sales: 'revenue',
  spending: 'outlay',
  survey: 'poll',
  customers: 'clients',
  researchers: 'scientists',
  breakthrough: 'advance',
  review: 'verdict',
  profitable: 'lucrative',
  talent: 'hiring',
  demand: 'appetite',
  mainstream: 'widespread',
  look: 'glimpse',
}

/** The headline with two words dropped and one of its words (if the list has one) swapped. */
export function editHeadline(title: string, random: () => number): string {
  const words = title.split(' ')
  for (let dropped = 0; dropped < 2 && words.length > 3; dropped++)
    words.splice(Math.floor(random() * words.length), 1)
  const swappable = words
    .map((word, i) => [i, word.toLowerCase().replace(/[^a-z]/g, '')] as const)
    .filter(([, word]) => HEADLINE_SYNONYMS[word])
  const swap = swappable[Math.floor(random() * swappable.length)]
  if (swap) words[swap[0]] = HEADLINE_SYNONYMS[swap[1]] as string
  return words.join(' ')
}

export function knownItemSet(corpus: Journalist[], count = KNOWN_ITEM_COUNT): KnownItem[] {
  const random = mulberry32(KNOWN_ITEM_SEED)
  const authorsOf = new Map<string, Set<string>>()
  for (const j of corpus)
    for (const a of j.articles) {
      const key = a.title.toLowerCase()
      authorsOf.set(key, (authorsOf.get(key) ?? new Set()).add(j.id))
    }
  const items: KnownItem[] = []
  for (let i = 0; i < count; i++) {
    const j = corpus[Math.floor(random() * corpus.length)] as Journalist
    const article = j.articles[Math.floor(random() * j.articles.length)]
    if (!article) continue
    const authors = authorsOf.get(article.title.toLowerCase()) as Set<string>
    items.push({ query: article.title, authors, variant: 'headline' })
    items.push({ query: editHeadline(article.title, random), authors, variant: 'edited headline' })
  }
  return items
}

export interface KnownItemScore {
  queries: number
  /** Mean reciprocal rank of the first author in the first ten (0 when none is there). */
  mrr: number
  /** Share of queries with an author in the first three. */
  successAt3: number
}

/** MRR@10 and success@3 from each query's ranked ids (at least ten). */
export function scoreKnownItems(items: KnownItem[], ranked: string[][]): KnownItemScore {
  let reciprocal = 0
  let top3 = 0
  items.forEach((item, i) => {
    const rank = (ranked[i] ?? []).slice(0, 10).findIndex((id) => item.authors.has(id))
    if (rank >= 0) reciprocal += 1 / (rank + 1)
    if (rank >= 0 && rank < 3) top3 += 1
  })
  const queries = Math.max(1, items.length)
  return { queries: items.length, mrr: reciprocal / queries, successAt3: top3 / queries }
}

/**
 * The judged queries in two halves, the same every run: within each kind, alternate queries go to
 * tuning and held-out, so each half has every kind. Ranking changes are tuned on the first half only;
 * the second says whether they generalise.
 */
export function splitJudged<T extends { kind?: string }>(judged: T[]): { tuning: T[]; heldOut: T[] } {
  const seen = new Map<string, number>()
  const tuning: T[] = []
  const heldOut: T[] = []
  for (const q of judged) {
    const kind = q.kind ?? 'topic and place'
    const n = seen.get(kind) ?? 0
    seen.set(kind, n + 1)
    ;(n % 2 === 0 ? tuning : heldOut).push(q)
  }
  return { tuning, heldOut }
}
