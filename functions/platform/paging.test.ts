import { describe, expect, it } from 'vitest'
import { ValidationError } from './errors'
import { byCreation, pageOf, sortedBy } from './paging'

const item = (n: number) => ({ id: `id-${n}`, created_at: `2026-11-${String(n).padStart(2, '0')}T00:00:00Z` })
const key = (i: { id: string; created_at: string }) => byCreation(i.created_at, i.id)

describe('pageOf', () => {
  const newestFirst = sortedBy([1, 5, 3, 2, 4].map(item), key, 'descending')

  it('walks a list page by page, every item once, in order, ending with a null cursor', () => {
    const seen: string[] = []
    let cursor: string | undefined
    for (let pages = 0; pages < 10; pages++) {
      const page = pageOf(newestFirst, key, 'descending', { cursor, limit: 2 })
      seen.push(...page.items.map((i) => i.id))
      if (!page.nextCursor) break
      cursor = page.nextCursor
    }
    expect(seen).toEqual(['id-5', 'id-4', 'id-3', 'id-2', 'id-1'])
  })

  it('keeps its place when the item the cursor names is gone and a newer one was added', () => {
    const first = pageOf(newestFirst, key, 'descending', { limit: 2 })
    const changed = sortedBy([...newestFirst.filter((i) => i.id !== 'id-4'), item(9)], key, 'descending')
    const next = pageOf(changed, key, 'descending', { cursor: first.nextCursor ?? '', limit: 2 })
    expect(next.items.map((i) => i.id)).toEqual(['id-3', 'id-2'])
  })

  it('answers a whole short list with no cursor, and refuses a cursor it did not give', () => {
    expect(pageOf(newestFirst, key, 'descending', {})).toEqual({ items: newestFirst, nextCursor: null })
    expect(() => pageOf(newestFirst, key, 'descending', { cursor: 'not a cursor!' })).toThrow(ValidationError)
  })
})
