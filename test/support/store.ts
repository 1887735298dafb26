import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import { createStore } from '../../functions/store/store'
import { ENDPOINTS_FILE, type LocalEndpoints } from '../../infra/local/endpoints'

/** The entities of a running stack's table, for arranging what no API offers (a blocked account). */
export function storeOf(dataDir: string) {
  const endpoints: LocalEndpoints = JSON.parse(readFileSync(join(dataDir, ENDPOINTS_FILE), 'utf8'))
  return createStore({
    table: endpoints.table,
    region: endpoints.region,
    endpoint: endpoints.dynamodb,
    credentials: LOCAL_CREDENTIALS,
  })
}
