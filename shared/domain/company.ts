/** The 22 optional facts a founder gives about a company (spec 1, section 3), in screen order. */
export const COMPANY_SECTIONS = [
  {
    title: 'Basic Information',
    fields: [
      'short_description',
      'full_description',
      'location',
      'differentiator',
      'user_value_prop',
      'unique_product_feature',
      'use_case',
      'competitive_advantage',
      'industry_opportunity',
      'innovation_validation',
    ],
  },
  {
    title: 'Recent Progress',
    fields: ['recent_accomplishments', 'recent_features', 'upcoming_features', 'upcoming_announcement'],
  },
  { title: 'Business Metrics', fields: ['revenue', 'funding_amount', 'recent_funding'] },
  {
    title: 'Founder Information',
    fields: ['cofounders', 'founder_story', 'company_motivation', 'earned_secret', 'key_quotes'],
  },
] as const

export type CompanyField = (typeof COMPANY_SECTIONS)[number]['fields'][number]

export const COMPANY_FIELDS: readonly CompanyField[] = COMPANY_SECTIONS.flatMap((s) => s.fields)

export const COMPANY_NAME_MAX_LENGTH = 120

/**
 * Other names a company goes by in the press (a product's name, the old name, "Acme AI" for "Acme"):
 * a feed story naming one is coverage of the company as much as one naming it (issue 41).
 */
export const COMPANY_ALIASES_MAX = 5
export const COMPANY_ALIAS_MAX_LENGTH = 80

/** The other names as a founder types them on one line: separated by commas. */
export const aliasesFromText = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)

export interface CompanyFieldInfo {
  label: string
  /** One line on what good content looks like, shown under the field. */
  hint: string
  maxLength: number
  multiline: boolean
}

const line = (label: string, hint: string, maxLength = 200): CompanyFieldInfo => ({
  label,
  hint,
  maxLength,
  multiline: false,
})
const text = (label: string, hint: string, maxLength = 2000): CompanyFieldInfo => ({
  label,
  hint,
  maxLength,
  multiline: true,
})

export const COMPANY_FIELD_INFO: Record<CompanyField, CompanyFieldInfo> = {
  short_description: line(
    'Short Description',
    'One sentence a journalist could quote: who you help and how.',
    300,
  ),
  full_description: text('Full Description', 'What the company does, for whom, and why it matters now.'),
  location: line('Location', 'City and country of your headquarters; local press cares.', 120),
  differentiator: text('Differentiator', 'What you do that the obvious alternatives do not.'),
  user_value_prop: text('User Value Proposition', 'The concrete outcome users get, ideally with a number.'),
  unique_product_feature: text('Unique Product Feature', 'The one feature people remember after a demo.'),
  use_case: text('Use Case', 'A real customer situation, start to finish, in a few sentences.'),
  competitive_advantage: text('Competitive Advantage', 'Why you win deals: speed, cost, data, distribution.'),
  industry_opportunity: text('Industry Opportunity', 'The shift in the market that makes this the moment.'),
  innovation_validation: text(
    'Innovation Validation',
    'Proof from outside: pilots, awards, patents, notable customers.',
  ),
  recent_accomplishments: text(
    'Recent Accomplishments',
    'What you achieved in the last 60 days, with dates.',
  ),
  recent_features: text('Recent Features', 'What you shipped in the last 30 days and who asked for it.'),
  upcoming_features: text('Upcoming Features', 'What ships in the next 60 days; embargo-friendly news.'),
  upcoming_announcement: text('Upcoming Announcement', 'News you could give a journalist first, and when.'),
  revenue: line('Revenue', 'ARR, MRR or growth rate you are willing to share publicly.', 120),
  funding_amount: line('Total Funding', 'Total raised to date, e.g. "$4.2M".', 120),
  recent_funding: line('Recent Funding', 'Latest round: amount, stage, lead investor, date.', 300),
  cofounders: text('Co-founders', 'Names, roles and the background that makes each credible.', 1000),
  founder_story: text('Founder Story', 'The moment you decided to build this, told as a story.'),
  company_motivation: text('Company Motivation', 'Why this problem matters to you personally.'),
  earned_secret: text(
    'Earned Secret',
    "What you know that others in the industry don't, and how you learned it.",
  ),
  key_quotes: text('Key Quotes', 'Lines you would be happy to see quoted, in your own voice.'),
}

/** Share of the 22 fields that are non-blank after trimming, as a rounded percentage. */
export function companyCompleteness(company: Partial<Record<CompanyField, string | null>>): number {
  const filled = COMPANY_FIELDS.filter((field) => (company[field] ?? '').trim() !== '').length
  return Math.round((filled / COMPANY_FIELDS.length) * 100)
}
