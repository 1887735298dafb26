import { INVALID_CURSOR, PAGE_SIZE, type PageInfo, type PageQuery } from '../../shared/contracts/pages'
import { ValidationError } from './errors'

/**
 * One page of a list already in its order, so no response nears Lambda's 6 MB limit. The cursor names
 * the last item handed out by its sort key, so a page stays right when items before it are added or
 * removed between requests.
 */
export function pageOf<T>(
  ordered: readonly T[],
  sortKey: (item: T) => string,
  order: 'ascending' | 'descending',
  query: PageQuery,
): { items: T[] } & PageInfo {
  const limit = query.limit ?? PAGE_SIZE.default
  let start = 0
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor)
    const later = (key: string) => (order === 'ascending' ? key > after : key < after)
    start = ordered.findIndex((item) => later(sortKey(item)))
    if (start === -1) start = ordered.length
  }
  const items = ordered.slice(start, start + limit)
  const last = items.at(-1)
  const more = start + limit < ordered.length
  return { items, nextCursor: more && last ? Buffer.from(sortKey(last)).toString('base64url') : null }
}

function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8')
  if (!key || Buffer.from(key).toString('base64url') !== cursor) throw new ValidationError(INVALID_CURSOR)
  return key
}

/** created_at then id: a total order, so two items made in the same millisecond keep their places. */
export const byCreation = (createdAt: string, id: string) => `${createdAt}#${id}`

/** The items in the order of their sort key (by code unit, as `pageOf` compares cursors). */
export function sortedBy<T>(
  items: T[],
  sortKey: (item: T) => string,
  order: 'ascending' | 'descending',
): T[] {
  const sign = order === 'ascending' ? 1 : -1
  return items.sort((a, b) => {
    const [x, y] = [sortKey(a), sortKey(b)]
    return x === y ? 0 : (x < y ? -1 : 1) * sign
  })
}
