import { describe, expect, inject, it } from 'vitest'
import { SECURITY_HEADERS } from '../../infra/security-headers'

const base = inject('stackUrl')

const headersOf = async (path: string, init?: RequestInit) => (await fetch(new URL(path, base), init)).headers

function expectSecurityHeaders(headers: Headers, path: string) {
  const csp = headers.get('content-security-policy') ?? ''
  // CloudFront's policy, but for the embedded stack's own file store among the image sources.
  const withoutImages = (policy: string) => policy.replace(/img-src [^;]*/, 'img-src')
  expect(withoutImages(csp), path).toBe(withoutImages(SECURITY_HEADERS['content-security-policy']))
  expect(csp, path).toMatch(/img-src 'self' data: https: http:\/\/127\.0\.0\.1:\d+(;|$)/)
  expect(csp, path).toMatch(/frame-ancestors 'none'/)
  expect(csp, path).toMatch(/script-src 'self'(;|$)/)
  expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/)
  expect(headers.get('x-content-type-options'), path).toBe('nosniff')
  expect(headers.get('referrer-policy'), path).toBe('no-referrer')
  expect(headers.get('x-frame-options'), path).toBe('DENY')
}

describe('the embedded server', () => {
  it('sends the security headers CloudFront sends on the SPA, its assets and its routes', async () => {
    const index = await fetch(new URL('/pitches', base))
    const html = await index.text()
    expectSecurityHeaders(index.headers, '/pitches')
    expectSecurityHeaders(await headersOf('/'), '/')
    expectSecurityHeaders(await headersOf('/start-after-paint.js'), '/start-after-paint.js')
    expectSecurityHeaders(await headersOf('/missing.png'), '/missing.png')
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    expectSecurityHeaders(await headersOf(script ?? ''), script ?? '')
  })

  it('sends them on the API, its errors included', async () => {
    expectSecurityHeaders(await headersOf('/api/billing/products'), 'products')
    expectSecurityHeaders(await headersOf('/api/companies'), '401')
    expectSecurityHeaders(await headersOf('/api/nothing-here'), '404')
    expectSecurityHeaders(await headersOf('/api/companies/%ZZ'), '400')
    expectSecurityHeaders(await headersOf('/', { method: 'POST' }), '405')
  })

  it('lets a page with a policy of its own keep it, with the other headers beside it', async () => {
    const page = await headersOf('/api/unsubscribe/0123456789abcdef01234567')
    expect(page.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(page.get('x-content-type-options')).toBe('nosniff')
    expect(page.get('referrer-policy')).toBe('no-referrer')
  })

  it.each([
    ['index.html', '/login'],
    ['prerendered landing page', '/'],
  ])('serves an SPA whose %s needs no inline script or style', async (_, path) => {
    const html = await (await fetch(new URL(path, base))).text()
    expect(html).toContain('<div id="root">')
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/)
  })
})

describe('cross-origin requests to the API', () => {
  it('are not allowed from any origin but the app: no CORS grant on a preflight or an answer', async () => {
    const preflight = await fetch(new URL('/api/companies', base), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull()
    const answer = await fetch(new URL('/api/billing/products', base), {
      headers: { origin: 'https://evil.example' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
