import type { Company } from '../../shared/contracts/company'
import type { PitchAngle } from '../../shared/contracts/pitches'
import { COMPANY_FIELD_INFO, COMPANY_FIELDS, type CompanyField } from '../../shared/domain/company'
import type { PitchBrief } from '../ports/pitch-writer'

/** The company facts that are set, labelled, in profile order. */
export function companyFacts(company: Company): { label: string; value: string }[] {
  return COMPANY_FIELDS.flatMap((field) => {
    const value = company[field]?.trim()
    return value ? [{ label: COMPANY_FIELD_INFO[field].label, value }] : []
  })
}

/** Everything a pitch may draw on: the guardrails accept only figures found in here. */
export function briefFacts(brief: PitchBrief): string {
  const { company, journalist, story } = brief
  return [
    company.name,
    ...companyFacts(company).map((f) => f.value),
    // The founder's own words for this pitch are facts as much as the profile's.
    story?.news,
    story?.why,
    story?.ask,
    journalist.full_name,
    journalist.publication,
    ...journalist.articles.map((a) => `${a.title} ${a.published_date}`),
  ]
    .filter(Boolean)
    .join('\n')
}

/** The facts each angle stands on, strongest first. */
export const ANGLE_FACTS: Record<PitchAngle, CompanyField[]> = {
  funding: ['recent_funding', 'funding_amount'],
  launch: ['upcoming_announcement', 'recent_features', 'upcoming_features'],
  milestone: ['recent_accomplishments', 'revenue'],
  founder_story: ['founder_story', 'company_motivation'],
  data: ['earned_secret', 'innovation_validation', 'industry_opportunity'],
  // The weakest: what the company makes, when the profile has no news, story or finding to lead with.
  product: [
    'unique_product_feature',
    'differentiator',
    'user_value_prop',
    'use_case',
    'competitive_advantage',
    'short_description',
    'full_description',
  ],
}

/** Why a story matters to readers, from the profile, when the founder did not say. */
export const WHY_FIELDS: CompanyField[] = [
  'user_value_prop',
  'industry_opportunity',
  'competitive_advantage',
  'differentiator',
]

/** Which angles a journalist's beat tends to run, so the pitch meets them where they write. */
const BEAT_AFFINITY: Record<string, PitchAngle[]> = {
  'Venture Capital': ['funding'],
  Markets: ['funding', 'milestone'],
  Startups: ['funding', 'launch', 'founder_story'],
  'Product Reviews': ['launch'],
  'Consumer Tech': ['launch'],
  'Enterprise Tech': ['milestone', 'launch'],
  Science: ['data'],
  Policy: ['data'],
}

export interface Fact {
  field: CompanyField
  text: string
}

export function firstFact(company: Company, fields: readonly CompanyField[]): Fact | undefined {
  for (const field of fields) {
    const text = company[field]?.trim()
    if (text) return { field, text }
  }
  return undefined
}

/** The angles the profile supports, those the journalist's beat runs first. */
export function rankedAngles(brief: PitchBrief): PitchAngle[] {
  const supported = (Object.keys(ANGLE_FACTS) as PitchAngle[]).filter((a) =>
    firstFact(brief.company, ANGLE_FACTS[a]),
  )
  const preferred = BEAT_AFFINITY[brief.journalist.beat] ?? []
  return [
    ...supported.filter((a) => preferred.includes(a)),
    ...supported.filter((a) => !preferred.includes(a)),
  ]
}

/** The best angle first; each regeneration takes the next one the profile supports. */
export function chooseAngle(brief: PitchBrief, attempt = 0): PitchAngle {
  const ranked = rankedAngles(brief)
  // A profile of a name alone: the pitch can only say what the company is.
  return ranked[attempt % Math.max(1, ranked.length)] ?? 'product'
}

/**
 * The brief a pitch is written from: the founder's news, why and ask where they gave them, else the
 * profile's fact for the angle and its value to users. `news` is undefined only for a name alone.
 */
export function storyOf(brief: PitchBrief, angle: PitchAngle) {
  const { company, story } = brief
  const news: Fact | undefined = story?.news
    ? { field: 'upcoming_announcement', text: story.news }
    : firstFact(company, ANGLE_FACTS[angle])
  const why: Fact | undefined = story?.why
    ? { field: 'user_value_prop', text: story.why }
    : firstFact(
        company,
        WHY_FIELDS.filter((f) => f !== news?.field),
      )
  return { news, why, ask: story?.ask, founderNews: Boolean(story?.news) }
}
