import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpPageFetcher, isPrivateAddress, PAGE_UNREADABLE } from './http-page-fetcher'

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/article') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end('<meta name="author" content="Ada">')
    } else if (request.url === '/image') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end('png')
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the page fetcher', () => {
  it('reads an HTML page', async () => {
    await expect(httpPageFetcher({ allowPrivate: true }).fetchHtml(`${base}/article`)).resolves.toContain(
      'Ada',
    )
  })

  it('refuses pages that are missing or not HTML', async () => {
    const fetcher = httpPageFetcher({ allowPrivate: true })
    await expect(fetcher.fetchHtml(`${base}/missing`)).rejects.toThrow(`${PAGE_UNREADABLE} (HTTP 404)`)
    await expect(fetcher.fetchHtml(`${base}/image`)).rejects.toThrow('not a web page')
  })

  it('refuses loopback and private hosts unless allowed', async () => {
    await expect(httpPageFetcher({ allowPrivate: false }).fetchHtml(`${base}/article`)).rejects.toThrow(
      'not a public page',
    )
  })

  it('knows the private address ranges', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true)
    }
    for (const a of ['93.184.216.34', '172.32.0.1', '2606:2800::1'])
      expect(isPrivateAddress(a), a).toBe(false)
  })
})
