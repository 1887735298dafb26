import type { Company } from '../../shared/contracts/company'
import { COMPANY_FIELD_INFO, COMPANY_FIELDS } from '../../shared/domain/company'
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
  const { company, journalist } = brief
  return [
    company.name,
    ...companyFacts(company).map((f) => f.value),
    journalist.full_name,
    journalist.publication,
    ...journalist.articles.map((a) => `${a.title} ${a.published_date}`),
  ].join('\n')
}
