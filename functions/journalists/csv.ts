import { ValidationError } from '../platform/errors'

/** A row of a CSV file: its number as a spreadsheet shows it (the header is 1), and its cells. */
export interface CsvRow {
  row: number
  cells: string[]
}

/**
 * RFC 4180 CSV, read by csv-parse: quoted cells may hold commas, doubled quotes and line breaks, rows
 * may end in CRLF, LF or CR (one file mixes them when edited by hand), a byte-order mark is dropped, and
 * a quote inside an unquoted cell is kept. Blank rows are left out but still counted, so a row's number
 * is the one the founder sees in their spreadsheet. A file that cannot be read says where. csv-parse is
 * imported when a file is first read, so no cold start loads it (the groups that only export CSV never do).
 */
export async function parseCsv(text: string): Promise<CsvRow[]> {
  const { CsvError, parse } = await import('csv-parse/sync')
  let records: string[][]
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      record_delimiter: ['\r\n', '\n', '\r'],
    })
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    throw new ValidationError(
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? `Row ${Number(error.records) + 1} opens a quoted cell that is never closed: close its quote`
        : `The file is not valid CSV: ${error.message}`,
    )
  }
  return records
    .map((cells, i) => ({ row: i + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
}

/** The cells of each row, for a reader that needs no row numbers (an export read back). */
export const csvCells = async (text: string) => (await parseCsv(text)).map(({ cells }) => cells)

export { csvCell, toCsv } from '../../shared/domain/csv'
