import type { KitLead } from './api'
import { localIsoDate } from './format'

/** Spec 2's leads export columns, in order. */
export const LEADS_CSV_HEADER = ['Name', 'Email', 'Company', 'Role', 'Score', 'Date', 'Marketing Consent']

/**
 * One RFC 4180 cell. Spreadsheets run a cell starting with = + - @ (or a tab or CR) as a formula; a
 * leading quote stops that. The same rule as the server's exports (functions/journalists/csv.ts), which
 * the web app cannot import: it belongs in shared/ once someone may move it there.
 */
export function csvCell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

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
  return `${[LEADS_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** press-kit-leads-{YYYY-MM-DD}.csv, the day of the export in the founder's time zone. */
export const leadsCsvFilename = (today: Date) => `press-kit-leads-${localIsoDate(today)}.csv`
