/**
 * One RFC 4180 cell. Spreadsheets run a cell starting with = + - @ (or a tab or CR) as a formula; a
 * leading quote stops that. Every export, the server's and the browser's, writes its cells with this.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  // Quotes already before a formula character get one more, so reading back takes exactly one off.
  if (/^'*[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A cell as it was before `csvCell` guarded it: an imported export reads back what was exported. */
export const unguardedCell = (text: string) => text.replace(/^'(?='*[=+\-@\t\r])/, '')

/** A header and rows as CSV text, CRLF line ends. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`
}
