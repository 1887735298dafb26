import { JournalistSearchQuery } from '../../shared/contracts/discovery'
import { IdParams } from '../../shared/contracts/ids'
import { loadSearchIndex, searchJournalists } from '../discovery/discovery'
import { getJournalist } from '../journalists/journalists'
import { defineGroup, route } from '../platform/http'
import { blobsPort } from '../platform/wiring/blobs'
import { pagesPort } from '../platform/wiring/pages'
import { searchPort } from '../platform/wiring/search'
import { authenticate } from './authenticate'

export const journalists = defineGroup({
  name: 'journalists',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'search-index:write'],
  ports: { blobs: blobsPort, pages: pagesPort, search: searchPort },
  routes: [
    route({
      method: 'GET',
      path: '/api/journalists/search',
      query: JournalistSearchQuery,
      prepare: loadSearchIndex,
      run: ({ query, deps }) => searchJournalists(deps, query),
    }),
    route({
      method: 'GET',
      path: '/api/journalists/{id}',
      params: IdParams,
      run: async ({ params, deps }) => ({ journalist: await getJournalist(deps, params.id) }),
    }),
  ],
})

export const handler = journalists.handler
