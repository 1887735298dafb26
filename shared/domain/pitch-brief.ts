// What a pitch says before it is worded (issue 43): the news in one sentence, why it matters to this
// journalist's readers, and the ask. The founder may give each; the profile fills what they leave.
// zod-free, so the pitchlist screen checks a profile with the same rule as the server.

import { COMPANY_FIELD_INFO, type CompanyField } from './company'

/** What the founder gave for a pitch; a part left out comes from the profile. */
export interface PitchStory {
  news?: string
  why?: string
  ask?: string
}

export const PITCH_STORY_MAX_LENGTH = 300

export const PITCH_STORY_FIELDS = [
  {
    key: 'news',
    label: 'The news, in one sentence',
    hint: 'Left blank, each pitch leads with the strongest news your profile gives for that journalist.',
  },
  {
    key: 'why',
    label: "Why it matters to this journalist's readers",
    hint: 'Left blank, your value proposition or market opportunity says it.',
  },
  {
    key: 'ask',
    label: 'The ask',
    hint: 'Left blank, the pitch offers an early look or a short call.',
  },
] as const satisfies readonly { key: keyof PitchStory; label: string; hint: string }[]

/** Fields that say what the company does: a pitch without one tells a journalist nothing they can use. */
export const WHAT_IT_DOES: readonly CompanyField[] = [
  'short_description',
  'full_description',
  'user_value_prop',
  'unique_product_feature',
  'use_case',
]

type Facts = Partial<Record<CompanyField, string | null>>

const filled = (company: Facts, field: CompanyField) => Boolean(company[field]?.trim())

/**
 * What a profile lacks before it can carry a real pitch, as the labels of the fields to fill (empty
 * when it can). The news may come from the founder's brief; what the company does must be in the profile.
 */
export function profileGaps(company: Facts): string[] {
  return WHAT_IT_DOES.some((field) => filled(company, field))
    ? []
    : [COMPANY_FIELD_INFO.short_description.label]
}

/** The 400 a generation answers, before any pitch of the quota is taken, when the profile is too thin. */
export const thinProfileMessage = (gaps: readonly string[]) =>
  `Your company profile is too thin for a pitch: add ${gaps.join(' and ')} (what the company does and for whom) first.`

/**
 * The words a written pitch stays within (issue 43): a journalist reads a pitch in under a minute. The
 * guardrail's BODY_MAX_WORDS stays the bound a founder's own edit is held to.
 */
export const PITCH_WORDS_TARGET = 150
