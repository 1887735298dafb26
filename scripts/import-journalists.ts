// npm run import:journalists -- FILE [--data-dir DIR]
// Imports journalists from a CSV or JSON file into the running embedded stack (DATA_DIR, default .data),
// or, with TABLE_NAME (and ASSETS_BUCKET) set and no running stack, into that DynamoDB table in AWS. The
// search index of the new version is built here once and kept in the bucket for every search container.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { importJournalists, readImportFile } from '../functions/journalists/import-journalists'
import { createSearchIndex } from '../functions/platform/wiring/search-index'
import { toolBlobs, toolStore } from './tool-store'

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
const rows = await readImportFile(file, readFileSync(file, 'utf8'))
const now = () => new Date()
// The engine the app searches with: SEARCH_ENGINE=opensearch and OPENSEARCH_ENDPOINT for OpenSearch Service.
const search = createSearchIndex(
  {
    SEARCH_ENGINE: process.env.SEARCH_ENGINE === 'opensearch' ? 'opensearch' : 'memory',
    OPENSEARCH_ENDPOINT: process.env.OPENSEARCH_ENDPOINT,
    OPENSEARCH_INDEX: process.env.OPENSEARCH_INDEX ?? 'journalists',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
  },
  { store, blobs: toolBlobs(values['data-dir'] ?? '.data'), now },
)
const report = await importJournalists({ store, now, search }, rows)

console.log(`Imported ${report.imported} of ${rows.length} journalists from ${file}.`)
for (const { row, reason } of report.rejected) console.log(`  row ${row} rejected: ${reason}`)
process.exit(report.rejected.length ? 2 : 0)
