import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../lib/memory-storage'
import { createSearchHistory, SEARCH_HISTORY_KEY } from './search-history'

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial)
  let clock = 1_000
  const history = createSearchHistory(storage, () => clock++)
  const add = (query: string, resultCount = 1, filters = {}) => history.add({ query, resultCount, filters })
  return { storage, history, add }
}

describe('search history', () => {
  it('keeps query, timestamp, result count and filters under a Pressroom key, newest first', () => {
    const { storage, history, add } = setup()
    add('climate reporters', 12)
    add('  fintech in London  ', 3, { topics: ['Fintech'] })
    expect(history.all()).toEqual([
      { query: 'fintech in London', timestamp: 1_001, resultCount: 3, filters: { topics: ['Fintech'] } },
      { query: 'climate reporters', timestamp: 1_000, resultCount: 12, filters: {} },
    ])
    expect(SEARCH_HISTORY_KEY).toBe('pressroom.searchHistory')
    expect(storage.data.has(SEARCH_HISTORY_KEY)).toBe(true)
  })

  it('ignores blank queries', () => {
    const { history, add } = setup()
    add('')
    add('   ')
    expect(history.all()).toEqual([])
  })

  it('keeps at most 50 entries, dropping the oldest', () => {
    const { history, add } = setup()
    for (let i = 1; i <= 55; i++) add(`query ${i}`)
    const items = history.all()
    expect(items).toHaveLength(50)
    expect(items[0]?.query).toBe('query 55')
    expect(items.at(-1)?.query).toBe('query 6')
  })

  it('lists 10 recent distinct queries by default, and as many as asked for the empty state', () => {
    const { history, add } = setup()
    for (let i = 1; i <= 12; i++) add(`query ${i}`)
    add('Query 12')
    expect(history.recent().map((item) => item.query)).toEqual([
      'Query 12',
      'query 11',
      'query 10',
      'query 9',
      'query 8',
      'query 7',
      'query 6',
      'query 5',
      'query 4',
      'query 3',
    ])
    expect(history.recent(5)).toHaveLength(5)
  })

  it('ranks the top 10 frequent queries by count, then by the latest run', () => {
    const { history, add } = setup()
    add('ai', 5)
    add('climate')
    add('ai', 7, { locations: ['Berlin'] })
    for (let i = 1; i <= 12; i++) add(`once ${i}`)
    add('climate')
    const frequent = history.frequent()
    expect(frequent).toHaveLength(10)
    expect(frequent.slice(0, 3).map(({ query, count }) => ({ query, count }))).toEqual([
      { query: 'climate', count: 2 },
      { query: 'ai', count: 2 },
      { query: 'once 12', count: 1 },
    ])
    expect(frequent[1]?.last).toMatchObject({ resultCount: 7, filters: { locations: ['Berlin'] } })
  })

  it('reads a corrupt or foreign stored value as no history, and skips malformed entries', () => {
    expect(setup({ [SEARCH_HISTORY_KEY]: '{not json' }).history.all()).toEqual([])
    expect(setup({ [SEARCH_HISTORY_KEY]: '{"query":"x"}' }).history.all()).toEqual([])
    const mixed = JSON.stringify([
      { query: 'ok', timestamp: 1, resultCount: 2, filters: {} },
      { query: 'no count', timestamp: 1, filters: {} },
      'text',
    ])
    expect(
      setup({ [SEARCH_HISTORY_KEY]: mixed })
        .history.all()
        .map((item) => item.query),
    ).toEqual(['ok'])
  })

  it('clears everything', () => {
    const { history, add } = setup()
    add('ai')
    history.clear()
    expect(history.all()).toEqual([])
  })
})
