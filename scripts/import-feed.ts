// npm run import:feed -- URL|FILE [--publication NAME] [--data-dir DIR]
// Adds a publication's feed for the operator and reads it now (a URL, then read on the schedule), or
// imports the articles of a feed document saved to a file once. Its people become journalists (or
// bring known ones up to date) in the running embedded stack (DATA_DIR, default .data), or, with
// TABLE_NAME and ASSETS_BUCKET set and no running stack, in that table in AWS.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { httpFeedFetcher } from '../functions/adapters/http-page-fetcher'
import { afterFeedRead } from '../functions/feeds/after-read'
import { importFeedFile, OPERATOR, readFeedNow, registerFeed } from '../functions/feeds/feeds'
import { createSearchIndex } from '../functions/platform/wiring/search-index'
import { toolBlobs, toolStore } from './tool-store'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data' },
    publication: { type: 'string' },
  },
})
const [source] = positionals
if (!source) {
  console.error('Usage: npm run import:feed -- URL|FILE [--publication NAME] [--data-dir DIR]')
  process.exit(1)
}

const dataDir = values['data-dir'] ?? '.data'
const store = toolStore(dataDir)
const now = () => new Date()
const search = createSearchIndex(
  {
    SEARCH_ENGINE: process.env.SEARCH_ENGINE === 'opensearch' ? 'opensearch' : 'memory',
    OPENSEARCH_ENDPOINT: process.env.OPENSEARCH_ENDPOINT,
    OPENSEARCH_INDEX: process.env.OPENSEARCH_INDEX ?? 'journalists',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
  },
  { store, blobs: toolBlobs(dataDir), now },
)
const publication = values.publication ? { publication: values.publication } : {}

if (/^https?:\/\//i.test(source)) {
  // The operator's own machine: the same public-address guard as in AWS.
  const deps = { store, now, search, feedFetcher: httpFeedFetcher({}) }
  const feedId = await registerFeed(deps, { url: source, addedBy: OPERATOR, ...publication })
  // Read here, not on the queue: the operator waits for it.
  const feed = await readFeedNow(deps, feedId, afterFeedRead)
  if (feed.lastError) {
    console.error(`${feed.url}: ${feed.lastError}. It will be tried again at ${feed.nextReadAt}.`)
    process.exit(2)
  }
  console.log(
    `${feed.publication}: ${feed.items} items, ${feed.articlesAdded} new articles; read again hourly.`,
  )
} else {
  const report = await importFeedFile(
    { store, now, search },
    { name: basename(source), bytes: readFileSync(source), ...publication },
    afterFeedRead,
  )
  console.log(`${report.title}: ${report.items} items, ${report.added} new articles from ${source}.`)
}
process.exit(0)
