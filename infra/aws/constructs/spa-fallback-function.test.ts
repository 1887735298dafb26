import { describe, expect, it } from 'vitest'
import { SPA_FALLBACK_CODE } from './spa-fallback-function'

interface ViewerRequest {
  uri: string
  querystring?: Record<string, unknown>
}

/** Runs the function code as CloudFront would: a global `handler` receiving the viewer-request event. */
const handler = new Function(`${SPA_FALLBACK_CODE}\nreturn handler`)() as (event: {
  request: ViewerRequest
}) => ViewerRequest

const servedUri = (uri: string) => handler({ request: { uri, querystring: {} } }).uri

describe('the SPA fallback function', () => {
  it('serves the prerendered landing page at the root, and the app at its file’s own name', () => {
    expect(servedUri('/')).toBe('/landing.html')
    expect(servedUri('/landing.html')).toBe('/index.html')
  })

  it.each(['/dashboard', '/pitches/42', '/settings/', '/kit/acme-launch'])(
    'serves /index.html for the client-side route %s',
    (uri) => {
      expect(servedUri(uri)).toBe('/index.html')
    },
  )

  it.each([
    '/index.html',
    '/assets/index-1a2b3c.js',
    '/assets/analytics-9f8e.css',
    '/favicon.svg',
    '/robots.txt',
  ])('passes the file %s through unchanged', (uri) => {
    expect(servedUri(uri)).toBe(uri)
  })

  it('keeps the rest of the request, query string included', () => {
    const request = { uri: '/kit/acme', querystring: { p: { value: 'secret' } } }
    expect(handler({ request })).toEqual({ uri: '/index.html', querystring: { p: { value: 'secret' } } })
  })
})
