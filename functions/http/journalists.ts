import { JournalistSearchQuery } from '../../shared/contracts/discovery'
import { IdParams } from '../../shared/contracts/ids'
import { searchJournalists } from '../discovery/discovery'
import { getJournalist } from '../journalists/journalists'
import { container } from '../platform/container'
import { defineGroup, route } from '../platform/http'
import { authenticate } from './authenticate'

export const journalists = defineGroup({
  name: 'journalists',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/journalists/search',
      query: JournalistSearchQuery,
      run: ({ query }) => searchJournalists(container(), query),
    }),
    route({
      method: 'GET',
      path: '/api/journalists/{id}',
      params: IdParams,
      run: async ({ params }) => ({ journalist: await getJournalist(container(), params.id) }),
    }),
  ],
})

export const handler = journalists.handler
