// npm run import:journalists -- FILE [--data-dir DIR]
// Imports journalists from a CSV or JSON file into the running embedded stack (DATA_DIR, default .data),
// or, with TABLE_NAME set and no running stack, into that DynamoDB table in AWS.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { importJournalists, readImportFile } from '../functions/journalists/import-journalists'
import { toolStore } from './tool-store'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data' } },
})
const [file] = positionals
if (!file) {
  console.error('Usage: npm run import:journalists -- FILE.csv|FILE.json [--data-dir DIR]')
  process.exit(1)
}

const store = toolStore(values['data-dir'] ?? '.data')
const rows = readImportFile(file, readFileSync(file, 'utf8'))
const report = await importJournalists({ store, now: () => new Date() }, rows)

console.log(`Imported ${report.imported} of ${rows.length} journalists from ${file}.`)
for (const { row, reason } of report.rejected) console.log(`  row ${row} rejected: ${reason}`)
process.exit(report.rejected.length ? 2 : 0)
