import { toCsv } from '../../../../shared/domain/csv'
import type { KitLead } from './api'
import { localIsoDate } from './format'

/** Spec 2's leads export columns, in order. */
export const LEADS_CSV_HEADER = ['Name', 'Email', 'Company', 'Role', 'Score', 'Date', 'Marketing Consent']

export { csvCell } from '../../../../shared/domain/csv'

/** The leads as CSV text: a header, a row a lead, CRLF line ends. Dates are the capture day, local. */
export function leadsCsv(leads: KitLead[]): string {
  const rows = leads.map((lead) => [
    lead.name,
    lead.email,
    lead.company,
    lead.role,
    lead.score,
    localIsoDate(new Date(lead.captured_at)),
    lead.marketing_consent ? 'Yes' : 'No',
  ])
  return toCsv(LEADS_CSV_HEADER, rows)
}

/** press-kit-leads-{YYYY-MM-DD}.csv, the day of the export in the founder's time zone. */
export const leadsCsvFilename = (today: Date) => `press-kit-leads-${localIsoDate(today)}.csv`
