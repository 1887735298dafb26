import { DEMO_REFERENCE_DATE } from '../../functions/journalists/demo-dataset'
import { CITIES } from '../../shared/domain/cities'
import type { Journalist } from '../../shared/domain/journalists'

/**
 * A query and how useful each journalist is for it, 0 (not) to 3 (exactly who a founder wants), judged
 * by a rule over the journalist's own record, never by what an engine returned. Plain data and
 * functions: any engine (the in-memory index, SQLite FTS5, OpenSearch) can be scored with it.
 */
export interface Judged {
  query: string
  grade: (j: Journalist) => number
  /** What the query tries: the bench reports each kind apart. */
  kind?: Kind
  /** Words of the query the data does not have, which a search should show as not understood. */
  notUnderstood?: string[]
}

export type Kind =
  | 'topic and place'
  | 'name'
  | 'synonym'
  | 'city alias'
  | 'country'
  | 'typo'
  | 'contact'
  | 'publication'
  | 'handle'
  | 'description'
  | 'not understood'
  | 'recent writing'

export const KINDS: Kind[] = [
  'topic and place',
  'name',
  'synonym',
  'city alias',
  'country',
  'typo',
  'contact',
  'publication',
  'handle',
  'description',
  'not understood',
  'recent writing',
]

const has = (j: Journalist, ...topics: string[]) => topics.some((t) => j.topics.includes(t))
const wrote = (j: Journalist, pattern: RegExp) => j.articles.some((a) => pattern.test(a.title))
const countryOf = new Map(CITIES.map((c) => [c.name, c.country]))
const inCountry = (j: Journalist, country: string) => countryOf.get(j.location) === country

/** What a founder means by an angle, in the words headlines use for it. */
const REGULATION = /\b(regulat\w*|lawmakers|rules|crackdown)\b/i
const ACQUISITION = /\b(acquires|sold to)\b/i

/** Topic and place must both fit; a matching angle in their own headlines makes them ideal. */
const topicIn = (topic: string, location: string, angle?: RegExp) => (j: Journalist) =>
  has(j, topic) && j.location === location ? 2 + (angle && wrote(j, angle) ? 1 : 0) : 0

/** The topic alone is of some use; the topic written about from the asked angle is ideal. */
const topicAngle = (topic: string, angle: RegExp) => (j: Journalist) =>
  has(j, topic) ? (wrote(j, angle) ? 3 : 1) : 0

const topicBeat = (topic: string, beat: string) => (j: Journalist) =>
  has(j, topic) ? (j.beat === beat ? 3 : 1) : 0

/** Any of these topics, anywhere in the country. */
const topicInCountry = (topics: string[], country: string) => (j: Journalist) =>
  has(j, ...topics) && inCountry(j, country) ? 2 : 0

/** The relevance set: what a founder would type, and the journalists they would expect to see. */
export function relevanceSet(corpus: Journalist[]): Judged[] {
  const named = corpus[Math.floor(corpus.length / 4)] as Journalist
  const other = corpus[Math.floor(corpus.length / 3)] as Journalist
  const [first, last = ''] = other.full_name.split(' ')
  const typo = `${first} ${last.slice(0, 2)}${last[3] ?? ''}${last[2] ?? ''}${last.slice(4)}`
  return [
    {
      query: 'fintech reporters in London covering seed rounds',
      grade: topicIn('Fintech', 'London', /seed/i),
    },
    { query: 'climate tech journalists in Berlin', grade: topicIn('Climate', 'Berlin') },
    { query: 'AI reporters in San Francisco', grade: topicIn('AI', 'San Francisco') },
    {
      query: 'venture capital reporters in New York',
      grade: (j) => (j.beat === 'Venture Capital' && j.location === 'New York' ? 2 : 0),
    },
    { query: 'cybersecurity journalists', grade: topicBeat('Cybersecurity', 'Cybersecurity') },
    { query: 'gaming writers in Los Angeles', grade: topicIn('Gaming', 'Los Angeles') },
    { query: 'health tech reporters in Boston', grade: topicIn('Health', 'Boston') },
    { query: 'robotics', grade: (j) => (has(j, 'Robotics') ? (wrote(j, /robot/i) ? 3 : 2) : 0) },
    { query: 'Series A fintech', grade: topicAngle('Fintech', /series a/i) },
    { query: 'crypto regulation', grade: topicAngle('Crypto', REGULATION) },
    { query: 'reporters at The Ledger Daily', grade: (j) => (j.publication === 'The Ledger Daily' ? 2 : 0) },
    { query: 'space startups', grade: topicBeat('Space', 'Startups') },
    { query: 'e-commerce journalists in Singapore', grade: topicIn('E-commerce', 'Singapore') },
    { query: 'edtech Toronto', grade: topicIn('EdTech', 'Toronto') },
    { query: 'developer tools acquisitions', grade: topicAngle('Developer Tools', ACQUISITION) },
    { query: 'privacy policy reporters', grade: topicBeat('Privacy', 'Policy') },
    { query: 'hardware product reviews', grade: topicBeat('Hardware', 'Product Reviews') },
    { query: 'biotech science journalists in Stockholm', grade: topicIn('Biotech', 'Stockholm') },
    { query: 'mobility startups in Paris', grade: topicIn('Mobility', 'Paris') },
    { query: 'SaaS go-to-market', grade: topicAngle('SaaS', /go-to-market/i) },
    { query: 'consumer apps Amsterdam', grade: topicIn('Consumer Apps', 'Amsterdam') },
    { query: 'quantum computing reporters in New York', grade: topicIn('Quantum Computing', 'New York') },
    { query: 'cloud computing journalists in London', grade: topicIn('Cloud Computing', 'London') },
    { query: 'creator economy writers in Singapore', grade: topicIn('Creator Economy', 'Singapore') },
    { query: 'proptech Los Angeles', grade: topicIn('Proptech', 'Los Angeles') },
    { query: named.full_name, grade: (j) => (j.full_name === named.full_name ? 3 : 0), kind: 'name' },
    { query: typo, grade: (j) => (j.full_name === other.full_name ? 3 : 0), kind: 'name' },
    ...founderQueries(corpus),
    ...widerQueries(corpus),
    ...recentWritingQueries(),
  ]
}

const DAY_MS = 86_400_000
/** Days before the demo's reference date of a journalist's latest headline matching `pattern`. */
const daysSinceWrote = (j: Journalist, pattern: RegExp) => {
  const dates = j.articles.filter((a) => pattern.test(a.title)).map((a) => Date.parse(a.published_date))
  return dates.length
    ? (Date.parse(DEMO_REFERENCE_DATE) - Math.max(...dates)) / DAY_MS
    : Number.POSITIVE_INFINITY
}

/**
 * "Recently wrote about X" (issue 40), judged by their own headlines' dates: X in a headline of the
 * last 30 days is what was asked, in one of the last 90 days of use, older or only X's topic a little.
 * Written from the demo's headline subjects, before the ranking that reads them.
 */
function recentWritingQueries(): Judged[] {
  const recentlyWrote =
    (pattern: RegExp, topic?: string, where?: (j: Journalist) => boolean) => (j: Journalist) => {
      if (where && !where(j)) return 0
      const days = daysSinceWrote(j, pattern)
      if (days <= 30) return 3
      if (days <= 90) return 2
      return Number.isFinite(days) || (topic && has(j, topic)) ? 1 : 0
    }
  const judged: [string, (j: Journalist) => number][] = [
    ['journalists who recently wrote about telehealth', recentlyWrote(/telehealth/i, 'Health')],
    ['who wrote about stablecoins lately', recentlyWrote(/stablecoins/i, 'Crypto')],
    ['reporters who recently covered heat pumps', recentlyWrote(/heat pumps/i, 'Climate')],
    ['latest writing on humanoid robots', recentlyWrote(/humanoid robots/i, 'Robotics')],
    ['recently wrote about AI agents', recentlyWrote(/\bAI agents/i, 'AI')],
    ['fintech reporters who wrote about neobanks this month', recentlyWrote(/neobanks/i, 'Fintech')],
    [
      'journalists in London who recently wrote about payments',
      recentlyWrote(/payments/i, 'Fintech', (j) => j.location === 'London'),
    ],
    ['someone who wrote about esports recently', recentlyWrote(/esports/i, 'Gaming')],
  ]
  return judged.map(([query, grade]) => ({ kind: 'recent writing' as const, query, grade }))
}

/** Founder queries whose words are not the data's words (issue 17): graded by rules over the data. */
function founderQueries(corpus: Journalist[]): Judged[] {
  const withHandle = corpus.slice(Math.floor(corpus.length / 5)).find((j) => j.twitter) as Journalist
  const contact =
    (topic: string, reachable: (j: Journalist) => boolean, location?: string) => (j: Journalist) =>
      has(j, topic) && (!location || j.location === location) && reachable(j) ? 2 : 0
  const judged: [Kind, string, (j: Journalist) => number][] = [
    ['synonym', 'EV journalists in Boston', topicIn('Mobility', 'Boston')],
    ['synonym', 'autonomous vehicles reporters', (j) => (has(j, 'Mobility') ? 2 : 0)],
    ['synonym', 'robots startups', topicBeat('Robotics', 'Startups')],
    ['synonym', 'enterprise software writers in London', topicIn('SaaS', 'London')],
    ['synonym', 'AI regulation', topicAngle('AI', REGULATION)],
    ['synonym', 'fintech investors', topicAngle('Fintech', /investors/i)],
    ['city alias', 'fintech reporters in Bengaluru', topicIn('Fintech', 'Bangalore')],
    ['city alias', 'NYC crypto journalists', topicIn('Crypto', 'New York')],
    ['city alias', 'SF AI writers', topicIn('AI', 'San Francisco')],
    ['city alias', 'climate tech in the Bay Area', topicIn('Climate', 'San Francisco')],
    ['typo', 'helth tech writers sydney', topicIn('Health', 'Sydney')],
    ['typo', 'cybersecurty journalists in londn', topicIn('Cybersecurity', 'London')],
    ['typo', 'robtics reporters in singapre', topicIn('Robotics', 'Singapore')],
    ['typo', 'fintehc seed rounds', topicAngle('Fintech', /seed/i)],
    [
      'contact',
      'climate reporters in Berlin with an email',
      contact('Climate', (j) => j.email !== null, 'Berlin'),
    ],
    ['contact', 'gaming journalists on Twitter', contact('Gaming', (j) => j.twitter !== null)],
    ['contact', 'SaaS writers on LinkedIn', contact('SaaS', (j) => j.linkedin !== null)],
    ['publication', 'reporters at Venture Wire', (j) => (j.publication === 'The Venture Wire' ? 2 : 0)],
    [
      'publication',
      'Daily Stack fintech writers',
      (j) => (j.publication === 'The Daily Stack' && has(j, 'Fintech') ? 2 : 0),
    ],
    ['handle', withHandle.twitter ?? '', (j) => (j.twitter === withHandle.twitter ? 3 : 0)],
    [
      'description',
      'We are a small team building payments software for shops and would love fintech journalists in London who might write about our seed round',
      topicIn('Fintech', 'London', /seed/i),
    ],
    [
      'description',
      'looking for someone who covers climate startups in Berlin, ideally with an email',
      (j) => (has(j, 'Climate') && j.location === 'Berlin' ? (j.email ? 2 : 1) : 0),
    ],
  ]
  return judged.map(([kind, query, grade]) => ({ kind, query, grade }))
}

/**
 * Queries written as a founder would over the wider demo vocabulary (issue 17, second round): written
 * before reading the parser's synonym table, judged by the journalist's topics, place, publication,
 * handles and headlines.
 */
function widerQueries(corpus: Journalist[]): Judged[] {
  const handles = corpus.filter((j) => j.twitter)
  const handleAt = (share: number) => handles[Math.floor(handles.length * share)] as Journalist
  const [h1, h2, h3] = [handleAt(0.35), handleAt(0.6), handleAt(0.85)]
  const sameHandle = (target: Journalist) => (j: Journalist) => (j.twitter === target.twitter ? 3 : 0)
  // A journalist whose surname has an accent, typed without it ("Ekstrom").
  const accented = (corpus.find((j) => j.full_name.normalize('NFD') !== j.full_name) ??
    corpus[0]) as Journalist
  const plain = accented.full_name.normalize('NFD').replace(/\p{M}/gu, '')
  const judged: [Kind, string, (j: Journalist) => number, string[]?][] = [
    ['synonym', 'insurance startups', topicBeat('Insurtech', 'Startups')],
    ['synonym', 'real estate tech journalists', (j) => (has(j, 'Proptech') ? 2 : 0)],
    ['synonym', 'farming technology reporters', (j) => (has(j, 'Agtech') ? 2 : 0)],
    ['synonym', 'lawtech writers', (j) => (has(j, 'Legal Tech') ? 2 : 0)],
    ['synonym', 'recruiting software reporters', (j) => (has(j, 'HR Tech') ? 2 : 0)],
    ['synonym', 'virtual reality journalists', (j) => (has(j, 'AR/VR') ? 2 : 0)],
    ['synonym', "women's health startups", topicBeat('Femtech', 'Startups')],
    ['synonym', 'chip industry reporters in London', topicIn('Semiconductors', 'London')],
    ['synonym', 'DNA sequencing journalists', (j) => (has(j, 'Genomics') ? 2 : 0)],
    ['synonym', 'smartwatch reviewers', topicBeat('Wearables', 'Product Reviews')],
    ['synonym', 'food delivery reporters', (j) => (has(j, 'Foodtech') ? 2 : 0)],
    ['synonym', 'freight and shipping journalists', (j) => (has(j, 'Logistics') ? 2 : 0)],
    ['synonym', 'cleantech reporters in Toronto', topicIn('Climate', 'Toronto')],
    ['city alias', 'fintech reporters in Sao Paulo', topicIn('Fintech', 'São Paulo')],
    ['city alias', 'climate journalists in Zürich', topicIn('Climate', 'Zurich')],
    ['city alias', 'Bombay AI writers', topicIn('AI', 'Mumbai')],
    ['city alias', 'LA gaming journalists', topicIn('Gaming', 'Los Angeles')],
    ['city alias', 'Silicon Valley mobility reporters', topicIn('Mobility', 'San Francisco')],
    ['city alias', 'robotics journalists in Munchen', topicIn('Robotics', 'Munich')],
    ['country', 'fintech journalists in Germany', topicInCountry(['Fintech'], 'Germany')],
    ['country', 'AI reporters in India', topicInCountry(['AI'], 'India')],
    ['country', 'climate writers in Australia', topicInCountry(['Climate'], 'Australia')],
    ['country', 'fintech press in the UK', topicInCountry(['Fintech'], 'United Kingdom')],
    [
      'country',
      'startup journalists in Canada',
      (j) => (inCountry(j, 'Canada') ? (j.beat === 'Startups' ? 3 : 1) : 0),
    ],
    ['typo', 'quantm computing reporters', (j) => (has(j, 'Quantum Computing') ? 2 : 0)],
    ['typo', 'semiconducter journalists in paris', topicIn('Semiconductors', 'Paris')],
    ['typo', 'insurtch writers londn', topicIn('Insurtech', 'London')],
    ['typo', 'clmate tech jounalists in stokholm', topicIn('Climate', 'Stockholm')],
    ['typo', 'artifical inteligence reporters in singapore', topicIn('AI', 'Singapore')],
    ['typo', 'gamng jurnalists in san fransisco', topicIn('Gaming', 'San Francisco')],
    ['contact', 'biotech journalists I can email', (j) => (has(j, 'Biotech') && j.email ? 2 : 0)],
    ['contact', 'crypto writers on X', (j) => (has(j, 'Crypto') && j.twitter ? 2 : 0)],
    [
      'contact',
      'AI reporters in New York with a verified email',
      (j) => (has(j, 'AI') && j.location === 'New York' && j.email ? (j.email_verified_at ? 3 : 1) : 0),
    ],
    [
      'contact',
      'fintech journalists with email and LinkedIn in San Francisco',
      (j) => (has(j, 'Fintech') && j.location === 'San Francisco' && j.email && j.linkedin ? 2 : 0),
    ],
    ['handle', h1.twitter ?? '', sameHandle(h1)],
    ['handle', `https://x.com/${h2.twitter?.slice(1)}`, sameHandle(h2)],
    ['handle', `twitter.com/${h3.twitter?.slice(1).toUpperCase()}`, sameHandle(h3)],
    ['name', plain, (j) => (j.full_name === accented.full_name ? 3 : 0)],
    ['publication', 'writers at Ward Round', (j) => (j.publication === 'The Ward Round' ? 2 : 0)],
    [
      'publication',
      'Model Card AI reporters',
      (j) => (j.publication === 'The Model Card' ? (has(j, 'AI') ? 3 : 1) : 0),
    ],
    ['publication', 'journalists at pixel and play', (j) => (j.publication === 'Pixel & Play' ? 2 : 0)],
    [
      'publication',
      'greenline post climate',
      (j) => (j.publication === 'Greenline Post' ? (has(j, 'Climate') ? 3 : 1) : 0),
    ],
    [
      'description',
      "We're building an AI tutor for high school maths and want to reach education journalists, ideally in London or New York",
      (j) =>
        has(j, 'EdTech') && (j.location === 'London' || j.location === 'New York')
          ? has(j, 'AI')
            ? 3
            : 2
          : 0,
    ],
    [
      'description',
      'Hi! I run a small battery recycling company in Oslo, we just closed our seed round, and I am looking for people who write about batteries or climate in New York',
      (j) =>
        has(j, 'Batteries', 'Climate') && j.location === 'New York' ? (has(j, 'Batteries') ? 3 : 2) : 0,
    ],
    [
      'description',
      'Any health tech reporters who have written about telehealth lately? Preferably in New York',
      (j) => (has(j, 'Health') && j.location === 'New York' ? (wrote(j, /telehealth/i) ? 3 : 2) : 0),
    ],
    ['not understood', 'fintech reporters in Lagos', (j) => (has(j, 'Fintech') ? 2 : 0), ['lagos']],
    ['not understood', 'climate journalists in Reykjavik', (j) => (has(j, 'Climate') ? 2 : 0), ['reykjavik']],
    [
      'not understood',
      'kombucha startups in London',
      (j) => (j.location === 'London' ? (j.beat === 'Startups' ? 2 : 1) : 0),
      ['kombucha'],
    ],
    [
      'not understood',
      'AI reporters in Atlantis on Twitter',
      (j) => (has(j, 'AI') && j.twitter ? 2 : 0),
      ['atlantis'],
    ],
  ]
  return judged.map(([kind, query, grade, notUnderstood]) => ({ kind, query, grade, notUnderstood }))
}

/** How one engine did on one judged query. */
export interface QueryScore {
  query: string
  kind: Kind
  ndcg: number
  p10: number
  r20: number
  /** Whether the words the data does not have came back as not understood (when the engine says). */
  understood?: boolean
}

/**
 * Scores one query from the ids an engine ranked first (at least 20 for R@20); `shownAsNotUnderstood`
 * is what the engine reported, if it reports anything. Works for any engine, sync or not.
 */
export function scoreQuery(
  judged: Judged,
  rankedIds: string[],
  corpus: Journalist[],
  byId: Map<string, Journalist> = new Map(corpus.map((j) => [j.id, j])),
  shownAsNotUnderstood?: string[],
): QueryScore {
  const ranked = rankedIds.map((id) => {
    const j = byId.get(id)
    return j ? judged.grade(j) : 0
  })
  const all = corpus.map(judged.grade)
  return {
    query: judged.query,
    kind: judged.kind ?? 'topic and place',
    ndcg: ndcgAt(10, ranked, all),
    p10: precisionAt(10, ranked),
    r20: recallAt(20, ranked, all),
    understood:
      judged.notUnderstood && shownAsNotUnderstood
        ? judged.notUnderstood.every((w) => shownAsNotUnderstood.includes(w))
        : undefined,
  }
}

export interface Summary {
  queries: number
  ndcg: number
  p10: number
  r20: number
}

/** Means overall and per kind, kinds in the order of KINDS. */
export function summarise(scores: QueryScore[]): Summary & { byKind: (Summary & { kind: Kind })[] } {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)
  const of = (rows: QueryScore[]): Summary => ({
    queries: rows.length,
    ndcg: mean(rows.map((r) => r.ndcg)),
    p10: mean(rows.map((r) => r.p10)),
    r20: mean(rows.map((r) => r.r20)),
  })
  return {
    ...of(scores),
    byKind: KINDS.filter((kind) => scores.some((s) => s.kind === kind)).map((kind) => ({
      kind,
      ...of(scores.filter((s) => s.kind === kind)),
    })),
  }
}

/** Share of the first k results that are of any use. */
export function precisionAt(k: number, rankedGrades: number[]): number {
  return rankedGrades.slice(0, k).filter((g) => g > 0).length / k
}

/** Share of the useful journalists (at most k of them) found in the first k results. */
export function recallAt(k: number, rankedGrades: number[], allGrades: number[]): number {
  const relevant = allGrades.filter((g) => g > 0).length
  if (relevant === 0) return 0
  return rankedGrades.slice(0, k).filter((g) => g > 0).length / Math.min(k, relevant)
}

/** Normalised discounted cumulative gain of the first k results. */
export function ndcgAt(k: number, rankedGrades: number[], allGrades: number[]): number {
  const dcg = (grades: number[]) =>
    grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0)
  const ideal = dcg([...allGrades].sort((a, b) => b - a))
  return ideal === 0 ? 0 : dcg(rankedGrades) / ideal
}
