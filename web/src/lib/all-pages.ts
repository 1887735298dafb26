import { type ApiClient, api } from './api-client'

/** A page of a list endpoint: the items under their own name, and where the next page starts. */
type Page<K extends string, T> = { [key in K]?: T[] } & { nextCursor?: string | null }

/**
 * GET a list endpoint (GET /api/pitches, /api/pitchlist, /api/companies, saved searches) page after page,
 * following `nextCursor` (sent back as `?cursor=`) until the server sends none, and joins the pages'
 * `field` arrays: the screens show everything, as they did when one answer held it all. A server that
 * sends no `nextCursor` answers in one page. A cursor seen before ends the walk rather than looping.
 */
export async function getAllPages<T, K extends string>(
  path: string,
  field: K,
  { signal, client = api }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<{ [key in K]: T[] }> {
  const items: T[] = []
  const seen = new Set<string>()
  let cursor: string | null | undefined
  do {
    const url = cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path
    const page = await client.get<Page<K, T>>(url, { signal })
    items.push(...(page[field] ?? []))
    cursor = page.nextCursor
    if (cursor && seen.has(cursor)) break
    if (cursor) seen.add(cursor)
  } while (cursor)
  return { [field]: items } as { [key in K]: T[] }
}
