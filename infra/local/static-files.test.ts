import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from './static-files'

let server: Server
let base: string
let parent: string

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'static-'))
  const root = join(parent, 'dist')
  mkdirSync(join(root, 'assets'), { recursive: true })
  mkdirSync(join(parent, 'dist-private'))
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>')
  writeFileSync(join(root, 'landing.html'), '<div id="root"><h1>Pressroom</h1></div>')
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)')
  mkdirSync(join(root, '.vite'))
  writeFileSync(join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{}}')
  writeFileSync(join(root, 'assets', 'big-5678.js'), `export const words = "${'press kit '.repeat(5000)}"\n`)
  writeFileSync(join(parent, 'dist-private', 'secret.txt'), 'secret')
  server = createServer((request, response) =>
    serveStatic(
      root,
      new URL(request.url ?? '/', 'http://x').pathname,
      response,
      String(request.headers['accept-encoding'] ?? ''),
    ),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (parent) rmSync(parent, { recursive: true, force: true })
})

describe('the embedded static file server', () => {
  it('serves hashed assets with a long cache and the right type', async () => {
    const response = await fetch(`${base}/assets/app-1234.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('answers / with the prerendered landing page, never cached, and its file’s own name with index.html', async () => {
    const response = await fetch(`${base}/`)
    expect(await response.text()).toBe('<div id="root"><h1>Pressroom</h1></div>')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await (await fetch(`${base}/landing.html`)).text()).toBe('<div id="root"></div>')
  })

  it('answers client-side routes with index.html, never cached', async () => {
    const response = await fetch(`${base}/company/settings`)
    expect(await response.text()).toBe('<div id="root"></div>')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers 404 for a missing file and for paths outside the web root', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${base}/..%2Fdist-private%2Fsecret.txt`)).status).toBe(404)
  })

  it("does not serve the build's hidden files (the manifest names source files)", async () => {
    expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(404)
    expect((await fetch(`${base}/%2Evite%2Fmanifest.json`)).status).toBe(404)
  })

  it('compresses text with brotli or gzip as the browser accepts, and says so', async () => {
    const { request } = await import('node:http')
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
        request(`${base}/assets/big-5678.js`, { headers: { 'accept-encoding': encoding } }, (response) => {
          let bytes = 0
          response.on('data', (chunk: Buffer) => (bytes += chunk.length))
          response.on('end', () => resolve({ headers: response.headers, bytes }))
        })
          .on('error', reject)
          .end()
      })
    const plain = await get('identity')
    const brotli = await get('gzip, deflate, br')
    const gzip = await get('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotli.headers.vary).toBe('accept-encoding')
    expect(brotli.bytes * 20).toBeLessThan(plain.bytes)
    expect(gzip.bytes * 20).toBeLessThan(plain.bytes)
    // What the browser gets back is the file itself.
    const text = await (await fetch(`${base}/assets/big-5678.js`)).text()
    expect(text).toBe(`export const words = "${'press kit '.repeat(5000)}"\n`)
  })
})
