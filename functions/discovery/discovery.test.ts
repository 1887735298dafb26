import { describe, expect, it } from 'vitest'
import type { SearchResponse } from '../../shared/contracts/discovery'
import type { Deps } from '../ports/deps'
import { NO_JOURNALISTS_YET, searchJournalists } from './discovery'

/** The search port answering `total` journalists, over a table whose search index is at `version`. */
function depsWith(total: number, version: number | undefined) {
  const response = {
    journalists: [],
    total,
    aggregations: {},
    suggestions: [],
    metadata: { query: 'robotics', notices: ['Nobody covers robotics in Oslo; here is robotics anywhere'] },
  } as unknown as SearchResponse
  return {
    search: { search: async () => response },
    store: {
      searchIndexVersion: {
        get: () => ({ go: async () => ({ data: version === undefined ? null : { version } }) }),
      },
    },
  } as unknown as Deps
}

const params = { query: 'robotics', filters: {}, sort: 'relevance', from: 0, size: 20 } as never

describe('a search before any journalist is loaded', () => {
  it('says the journalists are on their way, before what the index said', async () => {
    const answer = await searchJournalists(depsWith(0, undefined), params)
    expect(answer.metadata.notices).toEqual([
      NO_JOURNALISTS_YET,
      'Nobody covers robotics in Oslo; here is robotics anywhere',
    ])
  })

  it('says nothing more once any were written, or when it finds some', async () => {
    expect((await searchJournalists(depsWith(0, 1), params)).metadata.notices).not.toContain(
      NO_JOURNALISTS_YET,
    )
    expect((await searchJournalists(depsWith(3, undefined), params)).metadata.notices).not.toContain(
      NO_JOURNALISTS_YET,
    )
  })
})
