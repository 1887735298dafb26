import { describe, expect, it } from 'vitest'
import { getAllPages } from './all-pages'
import { createApiClient } from './api-client'
import { memoryStorage } from './memory-storage'
import { createSessionStorage } from './session-storage'

/** A client whose server answers each path from a table, and the paths it was asked for. */
function serverOf(pages: Record<string, unknown>) {
  const asked: string[] = []
  const fetch = (async (url: RequestInfo | URL) => {
    asked.push(String(url))
    const body = pages[String(url)]
    return body === undefined
      ? new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 })
  }) as typeof globalThis.fetch
  const client = createApiClient({ fetch, session: createSessionStorage(memoryStorage()) })
  return { client, asked }
}

describe('reading every page of a list', () => {
  it('reads one page when the server sends no nextCursor', async () => {
    const { client, asked } = serverOf({ '/api/pitchlist': { entries: [1, 2] } })
    await expect(getAllPages('/api/pitchlist', 'entries', { client })).resolves.toEqual({ entries: [1, 2] })
    expect(asked).toEqual(['/api/pitchlist'])
  })

  it('follows nextCursor until it is absent or null, keeping the query the path already has', async () => {
    const { client, asked } = serverOf({
      '/api/pitches?companyId=c1': { pitches: ['a'], nextCursor: 'x y' },
      '/api/pitches?companyId=c1&cursor=x%20y': { pitches: ['b'], nextCursor: 'z' },
      '/api/pitches?companyId=c1&cursor=z': { pitches: ['c'], nextCursor: null },
    })
    await expect(getAllPages('/api/pitches?companyId=c1', 'pitches', { client })).resolves.toEqual({
      pitches: ['a', 'b', 'c'],
    })
    expect(asked).toHaveLength(3)
  })

  it('stops at a cursor it has seen before instead of asking forever', async () => {
    const { client, asked } = serverOf({
      '/api/companies': { companies: ['a'], nextCursor: 'p2' },
      '/api/companies?cursor=p2': { companies: ['b'], nextCursor: 'p2' },
    })
    await expect(getAllPages('/api/companies', 'companies', { client })).resolves.toEqual({
      companies: ['a', 'b'],
    })
    expect(asked).toEqual(['/api/companies', '/api/companies?cursor=p2'])
  })

  it('fails with the server message when a later page fails', async () => {
    const { client } = serverOf({ '/api/pitchlist': { entries: [1], nextCursor: 'gone' } })
    await expect(getAllPages('/api/pitchlist', 'entries', { client })).rejects.toThrow('Not found')
  })
})
