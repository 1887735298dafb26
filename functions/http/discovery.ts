import {
  ByArticleRequest,
  ExportRequest,
  SaveSearchRequest,
  SearchRequest,
  SuggestionsQuery,
} from '../../shared/contracts/discovery'
import { AddFeedRequest } from '../../shared/contracts/feeds'
import { IdParams } from '../../shared/contracts/ids'
import { PageQuery } from '../../shared/contracts/pages'
import {
  deleteSavedSearch,
  exportJournalists,
  findJournalistByArticle,
  listSavedSearches,
  loadSearchIndex,
  savedSearchOrder,
  saveSearch,
  searchJournalists,
  suggest,
} from '../discovery/discovery'
import { addFeed, listFeeds } from '../feeds/feeds'
import { created, defineGroup, FileReply, noContent, route } from '../platform/http'
import { pageOf } from '../platform/paging'
import { blobsPort } from '../platform/wiring/blobs'
import { pagesPort } from '../platform/wiring/pages'
import { feedQueuePort } from '../platform/wiring/queue'
import { searchPort } from '../platform/wiring/search'
import { authenticate } from './authenticate'

export const discovery = defineGroup({
  name: 'discovery',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'search-index:write', 'exports:write', 'feeds:enqueue'],
  ports: { blobs: blobsPort, pages: pagesPort, search: searchPort, feedQueue: feedQueuePort },
  routes: [
    route({
      method: 'POST',
      path: '/api/discovery/search',
      body: SearchRequest,
      prepare: loadSearchIndex,
      run: ({ body, deps }) => searchJournalists(deps, body),
    }),
    route({
      method: 'GET',
      path: '/api/discovery/suggestions',
      query: SuggestionsQuery,
      prepare: loadSearchIndex,
      run: async ({ query, deps }) => ({ suggestions: await suggest(deps, query) }),
    }),
    route({
      method: 'GET',
      path: '/api/discovery/searches/saved',
      query: PageQuery,
      run: async ({ query, deps }, caller) => {
        const all = await listSavedSearches(deps, caller.userId)
        const page = pageOf(all, savedSearchOrder, 'descending', query)
        return { searches: page.items, nextCursor: page.nextCursor }
      },
    }),
    route({
      method: 'POST',
      path: '/api/discovery/searches/save',
      body: SaveSearchRequest,
      run: async ({ body, deps }, caller) => created({ search: await saveSearch(deps, caller.userId, body) }),
    }),
    route({
      method: 'DELETE',
      path: '/api/discovery/searches/{id}',
      params: IdParams,
      run: async ({ params, deps }, caller) => {
        await deleteSavedSearch(deps, caller.userId, params.id)
        return noContent()
      },
    }),
    route({
      method: 'POST',
      path: '/api/discovery/search/export',
      body: ExportRequest,
      run: async ({ body, deps }) => {
        const exported = await exportJournalists(
          deps,
          { ...body.searchParams, journalistIds: body.journalistIds },
          { inlineBytes: deps.settings.exportInlineBytes },
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
      run: ({ body, deps }) => findJournalistByArticle(deps, body.url),
    }),
    route({
      method: 'GET',
      path: '/api/discovery/feeds',
      run: async ({ deps }) => ({ feeds: await listFeeds(deps) }),
    }),
    route({
      method: 'POST',
      path: '/api/discovery/feeds',
      body: AddFeedRequest,
      // Its read is asked for at once (adding it again reads it again); the status says when it is done.
      run: async ({ body, deps }, caller) => ({
        feed: await addFeed(deps, { ...body, addedBy: caller.userId }),
      }),
    }),
  ],
})

export const handler = discovery.handler
