import type { Journalist } from '../../shared/domain/journalists'

/** A query and how useful each journalist is for it, 0 (not) to 3 (exactly who a founder wants). */
export interface Judged {
  query: string
  grade: (j: Journalist) => number
  /** What the query tries: the bench reports each kind apart. */
  kind?: Kind
}

export type Kind =
  | 'topic and place'
  | 'name'
  | 'synonym'
  | 'city alias'
  | 'typo'
  | 'contact'
  | 'publication'
  | 'handle'
  | 'description'

const has = (j: Journalist, topic: string) => j.topics.includes(topic)
const wrote = (j: Journalist, pattern: RegExp) => j.articles.some((a) => pattern.test(a.title))

/** Topic and place must both fit; a matching angle in their own headlines makes them ideal. */
const topicIn = (topic: string, location: string, angle?: RegExp) => (j: Journalist) =>
  has(j, topic) && j.location === location ? 2 + (angle && wrote(j, angle) ? 1 : 0) : 0

/** The topic alone is of some use; the topic written about from the asked angle is ideal. */
const topicAngle = (topic: string, angle: RegExp) => (j: Journalist) =>
  has(j, topic) ? (wrote(j, angle) ? 3 : 1) : 0

const topicBeat = (topic: string, beat: string) => (j: Journalist) =>
  has(j, topic) ? (j.beat === beat ? 3 : 1) : 0

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
    { query: 'robotics', grade: (j) => (has(j, 'Robotics') ? (wrote(j, /robotics/i) ? 3 : 2) : 0) },
    { query: 'Series A fintech', grade: topicAngle('Fintech', /series a/i) },
    { query: 'crypto regulation', grade: topicAngle('Crypto', /regulators/i) },
    { query: 'reporters at The Ledger Daily', grade: (j) => (j.publication === 'The Ledger Daily' ? 2 : 0) },
    { query: 'space startups', grade: topicBeat('Space', 'Startups') },
    { query: 'e-commerce journalists in Singapore', grade: topicIn('E-commerce', 'Singapore') },
    { query: 'edtech Toronto', grade: topicIn('EdTech', 'Toronto') },
    { query: 'developer tools acquisitions', grade: topicAngle('Developer Tools', /acquires/i) },
    { query: 'privacy policy reporters', grade: topicBeat('Privacy', 'Policy') },
    { query: 'hardware product reviews', grade: topicBeat('Hardware', 'Product Reviews') },
    { query: 'biotech science journalists in Stockholm', grade: topicIn('Biotech', 'Stockholm') },
    { query: 'mobility startups in Paris', grade: topicIn('Mobility', 'Paris') },
    { query: 'SaaS go-to-market', grade: topicAngle('SaaS', /go-to-market/i) },
    { query: 'consumer apps Amsterdam', grade: topicIn('Consumer Apps', 'Amsterdam') },
    { query: named.full_name, grade: (j) => (j.full_name === named.full_name ? 3 : 0), kind: 'name' },
    { query: typo, grade: (j) => (j.full_name === other.full_name ? 3 : 0), kind: 'name' },
    ...founderQueries(corpus),
  ]
}

/** Founder queries whose words are not the data's words (issue 17): graded by rules over the data. */
function founderQueries(corpus: Journalist[]): Judged[] {
  const withHandle = corpus.slice(Math.floor(corpus.length / 5)).find((j) => j.twitter) as Journalist
  const contact =
    (topic: string, reachable: (j: Journalist) => boolean, location?: string) => (j: Journalist) =>
      has(j, topic) && (!location || j.location === location) && reachable(j) ? 2 : 0
  const judged: [Kind, string, (j: Journalist) => number][] = [
    ['synonym', 'EV journalists in Berlin', topicIn('Mobility', 'Berlin')],
    ['synonym', 'autonomous vehicles reporters', (j) => (has(j, 'Mobility') ? 2 : 0)],
    ['synonym', 'robots startups', topicBeat('Robotics', 'Startups')],
    ['synonym', 'enterprise software writers in London', topicIn('SaaS', 'London')],
    ['synonym', 'AI regulation', topicAngle('AI', /regulators/i)],
    ['synonym', 'fintech investors', topicAngle('Fintech', /investors/i)],
    ['city alias', 'fintech reporters in Bengaluru', topicIn('Fintech', 'Bangalore')],
    ['city alias', 'NYC crypto journalists', topicIn('Crypto', 'New York')],
    ['city alias', 'SF AI writers', topicIn('AI', 'San Francisco')],
    ['city alias', 'climate tech in the Bay Area', topicIn('Climate', 'San Francisco')],
    ['typo', 'helth tech writers sydney', topicIn('Health', 'Sydney')],
    ['typo', 'cybersecurty journalists in londn', topicIn('Cybersecurity', 'London')],
    ['typo', 'robtics reporters in berlin', topicIn('Robotics', 'Berlin')],
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
