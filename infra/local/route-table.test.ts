import { describe, expect, it } from 'vitest'
import type { EndpointGroup } from '../../functions/platform/http'
import { createRouteTable, isWellEncoded } from './route-table'

const group = (name: string, routes: EndpointGroup['routes']) =>
  ({
    name,
    entry: `${name}.ts`,
    routes,
    handler: async () => ({ statusCode: 200 }),
  }) as unknown as EndpointGroup

const findRoute = createRouteTable([
  group('companies', [
    { method: 'GET', path: '/api/companies/{id}' },
    { method: 'GET', path: '/api/companies/current' },
    { method: 'PUT', path: '/api/companies/{id}' },
  ]),
  group('auth', [{ method: 'POST', path: '/api/auth/login', public: true }]),
])

describe('the embedded route table', () => {
  it('matches method and path and names the route key as API Gateway does', () => {
    expect(findRoute('PUT', '/api/companies/c-1')).toMatchObject({
      routeKey: 'PUT /api/companies/{id}',
      pathParameters: { id: 'c-1' },
      group: { name: 'companies' },
    })
  })

  it('prefers a literal segment over a path parameter', () => {
    expect(findRoute('GET', '/api/companies/current')?.routeKey).toBe('GET /api/companies/current')
  })

  it('decodes path parameters and keeps them to one segment', () => {
    expect(findRoute('GET', '/api/companies/a%20b')?.pathParameters).toEqual({ id: 'a b' })
    expect(findRoute('GET', '/api/companies/a/b')).toBeUndefined()
  })

  it('tells a path with a malformed %-escape from one it can route, without throwing', () => {
    expect(isWellEncoded('/api/companies/a%20b')).toBe(true)
    for (const path of ['/api/companies/%ZZ', '/api/companies/%', '/api/companies/%E0%A4%A']) {
      expect(isWellEncoded(path), path).toBe(false)
      expect(findRoute('GET', path), path).toBeUndefined()
    }
  })

  it('finds nothing for another method or path', () => {
    expect(findRoute('DELETE', '/api/companies/c-1')).toBeUndefined()
    expect(findRoute('GET', '/api/auth/login')).toBeUndefined()
  })
})
