import {
  ByArticleRequest,
  ExportRequest,
  SaveSearchRequest,
  SearchRequest,
  SuggestionsQuery,
} from '../../shared/contracts/discovery'
import { IdParams } from '../../shared/contracts/ids'
import {
  deleteSavedSearch,
  exportJournalists,
  findJournalistByArticle,
  listSavedSearches,
  saveSearch,
  searchJournalists,
  suggest,
} from '../discovery/discovery'
import { container } from '../platform/container'
import { created, defineGroup, FileReply, noContent, route } from '../platform/http'
import { authenticate } from './authenticate'

export const discovery = defineGroup({
  name: 'discovery',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'POST',
      path: '/api/discovery/search',
      body: SearchRequest,
      run: ({ body }) => searchJournalists(container(), body),
    }),
    route({
      method: 'GET',
      path: '/api/discovery/suggestions',
      query: SuggestionsQuery,
      run: async ({ query }) => ({ suggestions: await suggest(container(), query) }),
    }),
    route({
      method: 'GET',
      path: '/api/discovery/searches/saved',
      run: async (_input, caller) => ({ searches: await listSavedSearches(container(), caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/discovery/searches/save',
      body: SaveSearchRequest,
      run: async ({ body }, caller) =>
        created({ search: await saveSearch(container(), caller.userId, body) }),
    }),
    route({
      method: 'DELETE',
      path: '/api/discovery/searches/{id}',
      params: IdParams,
      run: async ({ params }, caller) => {
        await deleteSavedSearch(container(), caller.userId, params.id)
        return noContent()
      },
    }),
    route({
      method: 'POST',
      path: '/api/discovery/search/export',
      body: ExportRequest,
      run: async ({ body }) => {
        const deps = container()
        const exported = await exportJournalists(
          deps,
          { ...body.searchParams, journalistIds: body.journalistIds },
          { inlineBytes: deps.config.EXPORT_INLINE_BYTES },
        )
        // A large export answers with a link to the file (ExportLink) instead of the file.
        return 'link' in exported
          ? exported.link
          : new FileReply(exported.csv, 'text/csv; charset=utf-8', 'journalists.csv')
      },
    }),
    route({
      method: 'POST',
      path: '/api/discovery/by-article',
      body: ByArticleRequest,
      run: ({ body }) => findJournalistByArticle(container(), body.url),
    }),
  ],
})

export const handler = discovery.handler
