import { describe, expect, it } from 'vitest'
import { searchFromUrl, searchHref, searchUrlParams } from './search-url'

describe('search links', () => {
  it('round-trips a query, its filters and a sort through the URL', () => {
    const search = {
      query: 'seed rounds',
      filters: { topics: ['Fintech'], hasEmail: true },
      sort: 'name' as const,
    }
    expect(searchFromUrl(searchUrlParams(search))).toEqual(search)
  })

  it('links to a plain query for /discovery', () => {
    expect(searchHref({ query: 'climate in Berlin' })).toBe('/search?q=climate+in+Berlin')
    expect(searchHref({ query: ' ', filters: {} })).toBe('/search')
  })

  it('asks for no search without a query or filters, and ignores malformed filters and sorts', () => {
    expect(searchFromUrl(new URLSearchParams(''))).toBeNull()
    expect(searchFromUrl(new URLSearchParams('q=ai&filters={bad&sort=loudest'))).toEqual({
      query: 'ai',
      filters: {},
      sort: 'relevance',
    })
    expect(searchFromUrl(new URLSearchParams({ q: 'ai', filters: '{"colour":["red"]}' }))?.filters).toEqual(
      {},
    )
  })
})
