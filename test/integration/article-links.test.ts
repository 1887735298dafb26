import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import { apiAt, signUp } from '../support/api'
import { listenOnLoopback } from '../support/listen'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const demo = generateDemoJournalists()
const author = demo[42] as (typeof demo)[number]

/** News pages on loopback (on the one port the stack may read there), as publishers mark up authors. */
const PAGES: Record<string, string> = {
  '/json-ld': `<html><head><script type="application/ld+json">
    {"@context":"https://schema.org","@type":"NewsArticle","headline":"x","author":{"@type":"Person","name":"${author.full_name}"}}
    </script></head><body>story</body></html>`,
  '/meta': `<html><head><meta name="author" content="${author.full_name.toUpperCase()}"></head></html>`,
  '/byline': `<article><p class="byline">By ${author.full_name}</p></article>`,
  '/stranger': '<meta name="author" content="Nobody We Know">',
  '/anonymous': '<html><title>No author here</title></html>',
}

let server: Server
let base: string
let token: string

beforeAll(async () => {
  token = (await signUp(api)).token
  server = createServer((request, response) => {
    const page = PAGES[request.url ?? '']
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' })
    response.end(page ?? 'not found')
  })
  await listenOnLoopback(server, inject('articlePagesPort'))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const lookUp = (url: string) => api.post('/api/discovery/by-article', { url }, token)

describe('finding a journalist from an article link', () => {
  it('finds the author of a known article, even with tracking parameters and www', async () => {
    const article = author.articles[1] as (typeof author.articles)[number]
    const url = `${article.url.replace('https://', 'http://www.')}/?utm_source=newsletter#comments`
    const { status, body } = await lookUp(url)
    expect(status).toBe(200)
    expect(body).toMatchObject({ match: 'known_article', journalist: { id: author.id } })
  })

  it.each(['/json-ld', '/meta', '/byline'])(
    "reads the author from the page's %s and matches the journalist",
    async (path) => {
      const { body } = await lookUp(`${base}${path}`)
      expect(body).toMatchObject({ match: 'page_metadata', journalist: { id: author.id } })
      expect(body.author.toLowerCase()).toBe(author.full_name.toLowerCase())
    },
  )

  it('says which author the page names when no journalist matches', async () => {
    expect((await lookUp(`${base}/stranger`)).body).toEqual({
      journalist: null,
      match: 'none',
      author: 'Nobody We Know',
    })
    expect((await lookUp(`${base}/anonymous`)).body).toEqual({
      journalist: null,
      match: 'none',
      author: null,
    })
  })

  it('refuses links that are not http(s) or cannot be read, with 400', async () => {
    for (const url of ['javascript:alert(1)', 'not a url', `${base}/missing`]) {
      const response = await lookUp(url)
      expect(response.status, url).toBe(400)
      expect(response.body.message).toEqual(expect.any(String))
    }
    // Which status the page answered is not told: the lookup is no probe of other servers.
    expect((await lookUp(`${base}/missing`)).body).toEqual({ message: 'Could not read that article link' })
  })

  it('reads no other port on this machine, nor any IPv6 spelling of loopback or link-local', async () => {
    const port = new URL(base).port
    for (const url of [
      `${stackUrl}/`,
      `http://localhost:${new URL(stackUrl).port}/api/billing/products`,
      `http://[::ffff:127.0.0.1]:${port}/json-ld`,
      `http://[::ffff:7f00:1]:${port}/json-ld`,
      `http://[64:ff9b::7f00:1]:${port}/json-ld`,
      'http://[::ffff:169.254.169.254]/latest/meta-data/',
      'http://169.254.169.254/latest/meta-data/',
      `http://0.0.0.0:${port}/json-ld`,
    ]) {
      const response = await lookUp(url)
      expect(response.status, url).toBe(400)
      expect(response.body, url).toEqual({
        message: 'Could not read that article link: it is not a public page',
      })
    }
  })
})
