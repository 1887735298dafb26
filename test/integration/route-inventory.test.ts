import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { routeInventory, routesMarkdown } from '../support/route-inventory'

const doc = fileURLToPath(new URL('../../docs/routes.md', import.meta.url))

describe('the route inventory', () => {
  it('lists every route of every endpoint group once, each with its contracts', () => {
    const keys = routeInventory.map((r) => r.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toContain('POST /api/auth/login')
    for (const route of routeInventory) {
      expect(route.contract, route.key).toBeDefined()
      if (route.params.length) expect(route.contract.params, route.key).toBeDefined()
    }
  })

  it('is written out in docs/routes.md, up to date', () => {
    if (process.env.UPDATE_ROUTES_DOC) writeFileSync(doc, routesMarkdown())
    expect(readFileSync(doc, 'utf8')).toBe(routesMarkdown())
  })
})
