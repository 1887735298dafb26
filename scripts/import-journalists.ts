// npm run import:journalists -- FILE [--data-dir DIR]
// Imports journalists from a CSV or JSON file into the running embedded stack (DATA_DIR, default .data),
// or, with TABLE_NAME set and no running stack, into that DynamoDB table in AWS.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { importJournalists, readImportFile } from '../functions/journalists/import-journalists'
import { createStore } from '../functions/store/store'
import { ENDPOINTS_FILE, type LocalEndpoints } from '../infra/local/endpoints'

// The local tools run on Node 20, which the AWS SDK warns about; the Lambdas run on Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data' } },
})
const [file] = positionals
if (!file) {
  console.error('Usage: npm run import:journalists -- FILE.csv|FILE.json [--data-dir DIR]')
  process.exit(1)
}

const endpointsFile = join(values['data-dir'] ?? '.data', ENDPOINTS_FILE)
const store = existsSync(endpointsFile) ? localStore(endpointsFile) : awsStore()
const rows = readImportFile(file, readFileSync(file, 'utf8'))
const report = await importJournalists({ store, now: () => new Date() }, rows)

console.log(`Imported ${report.imported} of ${rows.length} journalists from ${file}.`)
for (const { row, reason } of report.rejected) console.log(`  row ${row} rejected: ${reason}`)
process.exit(report.rejected.length ? 2 : 0)

function localStore(path: string) {
  const endpoints: LocalEndpoints = JSON.parse(readFileSync(path, 'utf8'))
  return createStore({
    table: endpoints.table,
    region: endpoints.region,
    endpoint: endpoints.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })
}

function awsStore() {
  const table = process.env.TABLE_NAME
  if (!table) {
    console.error(
      `No running app found (${endpointsFile}). Start it with \`npm start\`, or set TABLE_NAME for AWS.`,
    )
    process.exit(1)
  }
  return createStore({ table, region: process.env.AWS_REGION })
}
