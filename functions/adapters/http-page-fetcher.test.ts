import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_NOT_PUBLIC, PAGE_UNREADABLE } from '../ports/page-fetcher'
import { httpPageFetcher, isPublicAddress } from './http-page-fetcher'

let server: Server
let base: string
let port: number

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/article') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end('<meta name="author" content="Ada">')
    } else if (request.url === '/gzipped') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
      response.end(gzipSync('<meta name="author" content="Grace">'))
    } else if (request.url === '/image') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end('png')
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: '/article' })
      response.end()
    } else if (request.url === '/teapot') {
      response.writeHead(418)
      response.end()
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A resolver that answers fixed addresses for every name and counts how often it was asked. */
function fakeDns(...addresses: string[]) {
  const calls: string[] = []
  return {
    calls,
    resolve: async (hostname: string) => {
      calls.push(hostname)
      return addresses
    },
  }
}

describe('the page fetcher', () => {
  const allowed = () => httpPageFetcher({ loopbackPorts: [port] })

  it('reads an HTML page on an allowed loopback port, compressed or not', async () => {
    await expect(allowed().fetchHtml(`${base}/article`)).resolves.toContain('Ada')
    await expect(allowed().fetchHtml(`${base}/gzipped`)).resolves.toContain('Grace')
  })

  it('refuses pages that are missing, moved or not HTML, without echoing the upstream status', async () => {
    for (const path of ['/missing', '/teapot', '/moved']) {
      const failure = await allowed()
        .fetchHtml(`${base}${path}`)
        .catch((e: Error) => e)
      expect((failure as Error).message, path).toBe(PAGE_UNREADABLE)
    }
    await expect(allowed().fetchHtml(`${base}/image`)).rejects.toThrow('not a web page')
  })

  it('refuses loopback ports that are not on the allow-list, however the host is spelled', async () => {
    for (const host of ['127.0.0.1', 'localhost', '2130706433', '0x7f.1', '[::1]']) {
      await expect(httpPageFetcher({}).fetchHtml(`http://${host}:${port}/article`), host).rejects.toThrow(
        PAGE_NOT_PUBLIC,
      )
    }
    await expect(httpPageFetcher({ loopbackPorts: [port + 1] }).fetchHtml(`${base}/article`)).rejects.toThrow(
      PAGE_NOT_PUBLIC,
    )
  })

  it('refuses every IPv6 spelling of a loopback or metadata address, even on an allowed port', async () => {
    for (const host of [
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
      '[::ffff:169.254.169.254]',
      '[64:ff9b::7f00:1]',
      '[::]',
      '0.0.0.0',
      '0',
    ]) {
      await expect(allowed().fetchHtml(`http://${host}:${port}/article`), host).rejects.toThrow(
        PAGE_NOT_PUBLIC,
      )
    }
  })

  it('resolves a name once and connects to the address it checked', async () => {
    const dns = fakeDns('127.0.0.1')
    const fetcher = httpPageFetcher({ loopbackPorts: [port], resolve: dns.resolve })
    // news.example does not exist: the page can only come from the address the check saw.
    await expect(fetcher.fetchHtml(`http://news.example:${port}/article`)).resolves.toContain('Ada')
    expect(dns.calls).toEqual(['news.example'])
  })

  it('refuses a name when any of its addresses is not public', async () => {
    const dns = fakeDns('93.184.216.34', '10.0.0.7')
    await expect(
      httpPageFetcher({ resolve: dns.resolve }).fetchHtml('http://news.example/article'),
    ).rejects.toThrow(PAGE_NOT_PUBLIC)
    const metadata = fakeDns('169.254.169.254')
    await expect(
      httpPageFetcher({ resolve: metadata.resolve }).fetchHtml('http://news.example/latest/meta-data'),
    ).rejects.toThrow(PAGE_NOT_PUBLIC)
  })

  it('refuses links that are not http(s)', async () => {
    await expect(allowed().fetchHtml('file:///etc/passwd')).rejects.toThrow(PAGE_UNREADABLE)
  })
})

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '0.1.2.3',
    '100.64.0.1',
    '100.127.255.254',
    '198.18.0.1',
    '198.19.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fc00::1',
    'fe80::1',
    'febf::1',
    'fec0::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::7f00:1',
    '::ffff:0:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2001::1',
    '2001:db8::1',
    '100::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['93.184.216.34', '172.32.0.1', '100.128.0.1', '8.8.8.8', '2606:2800:220:1::1', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})
