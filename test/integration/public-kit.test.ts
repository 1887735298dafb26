import { request } from 'node:http'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { NOTHING_TO_ZIP } from '../../functions/press-kit/public-page'
import { TOO_MANY_ATTEMPTS } from '../../shared/domain/rate-limits'
import { signUp } from '../support/api'
import { useClockedStack } from '../support/clocked-stack'
import { withSectionChanged } from '../support/kits'
import { waitUntil } from '../support/sending'

const MINUTE = 60_000
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0 Safari/537.36'

/** A GET sent from one loopback address (all of 127/8 is this machine): a visitor at that address. */
function getFrom(localAddress: string, url: URL) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    request(url, { localAddress }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }))
    })
      .on('error', reject)
      .end()
  })
}

/** Public kit pages on a stack of their own, whose clock the test moves past a rate-limit window. */
describe('public kit pages', () => {
  const clocked = useClockedStack()
  const { api, advanceClock } = clocked

  /** A founder's published kit, with the PDF that publishing makes (waited for); `update` as the PUT takes it. */
  async function publishedKit(update: Record<string, unknown> = {}) {
    const founder = await signUp(api)
    const company = await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)
    await api.put(
      `/api/companies/${company.body.company.id}`,
      { short_description: 'Robots that pick orders in small warehouses.' },
      founder.token,
    )
    const { body } = await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)
    const kit = body.kit
    await api.put(`/api/press-kit/kits/${kit.id}`, { published: true, ...update }, founder.token)
    await waitUntil(
      async () => (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit.status,
      (status) => status !== 'generating',
      60_000,
    )
    return { founder, kit, slug: kit.press_kit_web.slug as string }
  }

  // The attempts are counted in fixed minutes of the stack's clock: the guesses start one, so all
  // eleven fall in it however slowly the machine answers.
  const atStartOfAMinute = async () => {
    const now = await advanceClock(0)
    await advanceClock(MINUTE - (now.getTime() % MINUTE))
  }

  const validate = (slug: string, password?: string) =>
    api.get(
      `/api/press-kit/share/validate/${slug}${password === undefined ? '' : `?password=${encodeURIComponent(password)}`}`,
    )

  it('asks for the password, refuses a wrong one, answers the 11th wrong try in a minute with 429, then opens with the right one', async () => {
    const { kit, slug } = await publishedKit({ password: 'launch-day' })
    expect((await validate(slug)).body).toEqual({
      valid: false,
      error: 'This press kit is protected: enter its password',
      share: null,
    })
    expect((await validate(slug)).body.error).toContain('password')
    await atStartOfAMinute()
    for (let i = 0; i < 10; i++)
      expect((await validate(slug, `guess-${i}`)).body).toMatchObject({
        valid: false,
        error: 'Incorrect password',
      })
    const eleventh = await validate(slug, 'guess-10')
    expect(eleventh).toMatchObject({ status: 429, body: { message: TOO_MANY_ATTEMPTS } })
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0)
    // Within the minute even the right password waits; after it, it opens.
    expect((await validate(slug, 'launch-day')).status).toBe(429)
    await advanceClock(MINUTE)
    expect((await validate(slug, 'launch-day')).body).toEqual({
      valid: true,
      error: null,
      share: { kit_id: kit.id, settings: { allow_download: true, require_email: false } },
    })
    expect((await api.get(`/api/press-kit/public/${kit.id}`)).status).toBe(403)
    expect((await api.get(`/api/press-kit/public/${kit.id}?password=launch-day`)).body.kit.id).toBe(kit.id)
    const page = await fetch(new URL(`/kit/${slug}`, clocked.stack.url))
    expect(page.status).toBe(401)
    const asks = await page.text()
    expect(asks).toContain('Access Denied')
    // The journalist sees which kit asks for its password.
    expect(asks).toContain('<span class="kit-name">Acme Robotics Press Kit</span>')
    expect(asks).toContain('<title>Acme Robotics Press Kit · Access Denied</title>')
    // The field is described by the page's message; only a wrong password marks it invalid.
    expect(asks).toContain('<p id="kit-denied-reason" role="alert">')
    expect(asks).toMatch(/<input id="kit-password"[^>]* aria-describedby="kit-denied-reason">/)
    const wrong = await (await fetch(new URL(`/kit/${slug}?p=not-it`, clocked.stack.url))).text()
    expect(wrong).toContain('Incorrect password')
    expect(wrong).toMatch(
      /<input id="kit-password"[^>]* aria-describedby="kit-denied-reason" aria-invalid="true">/,
    )
    const opened = await fetch(new URL(`/kit/${slug}?p=launch-day`, clocked.stack.url))
    expect(opened.status).toBe(200)
  })

  it("lets the right password in from another address while one address's wrong guesses are refused, and slows guessing from many", async () => {
    const { kit, slug } = await publishedKit({ password: 'launch-day' })
    const tryFrom = (address: string, password: string) =>
      getFrom(
        address,
        new URL(
          `/api/press-kit/share/validate/${slug}?password=${encodeURIComponent(password)}`,
          clocked.stack.url,
        ),
      )
    await atStartOfAMinute()
    for (let i = 0; i < 10; i++)
      expect((await tryFrom('127.0.0.2', `guess-${i}`)).body.error).toBe('Incorrect password')
    expect(await tryFrom('127.0.0.2', 'guess-10')).toMatchObject({
      status: 429,
      body: { message: TOO_MANY_ATTEMPTS },
    })
    expect((await tryFrom('127.0.0.2', 'launch-day')).status).toBe(429)
    // The journalist with the password, elsewhere, is let in within the same minute.
    expect(await tryFrom('127.0.0.3', 'launch-day')).toEqual({
      status: 200,
      body: {
        valid: true,
        error: null,
        share: { kit_id: kit.id, settings: { allow_download: true, require_email: false } },
      },
    })
    // The kit has had its ten wrong passwords this minute: a new address gets three tries, not ten.
    for (let i = 0; i < 3; i++)
      expect((await tryFrom('127.0.0.4', `spray-${i}`)).body.error).toBe('Incorrect password')
    expect((await tryFrom('127.0.0.4', 'spray-3')).status).toBe(429)
    expect((await tryFrom('127.0.0.5', 'launch-day')).status).toBe(200)
    expect((await api.get(`/api/press-kit/public/${kit.id}?password=launch-day`)).body.kit.id).toBe(kit.id)
  })

  it('blocks a download without an e-mail when the kit asks for one, records a lead with one, and the link serves the real PDF', async () => {
    const { founder, kit } = await publishedKit({ settings: { require_email: true } })
    const blocked = await api.post(`/api/press-kit/public/${kit.id}/download?format=pdf`, {})
    expect(blocked).toMatchObject({ status: 400, body: { message: 'Please enter your email to download' } })
    const lead = await api.post(`/api/press-kit/public/${kit.id}/lead`, {
      email: 'Reporter@News.example',
      marketing_consent: true,
      source: 'kit_download',
    })
    expect(lead.body).toEqual({ captured: true })
    const download = await api.post(`/api/press-kit/public/${kit.id}/download?format=pdf`, {
      email: 'reporter@news.example',
    })
    const pdf = await (await fetch(download.body.download_url)).arrayBuffer()
    const document = await getDocument({ data: new Uint8Array(pdf.slice(0)) }).promise
    const text = (await (await document.getPage(1)).getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ')
    expect(text).toContain('Acme Robotics')

    const zip = await api.post(`/api/press-kit/public/${kit.id}/download?format=assets`, {
      email: 'reporter@news.example',
    })
    const bytes = new Uint8Array(await (await fetch(zip.body.download_url)).arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])

    const analytics = (await api.get(`/api/press-kit/kits/${kit.id}/analytics`, founder.token)).body
    expect(analytics.downloads).toMatchObject({ total: 2, byFormat: { pdf: 1, web: 0, assets: 1 } })
    expect(analytics.leads.leads).toEqual([
      {
        name: '',
        email: 'reporter@news.example',
        company: '',
        role: '',
        // 20 for the address, 20 for consent, 2 downloads x 10, 10 for a work address.
        score: 70,
        captured_at: expect.any(String),
        marketing_consent: true,
        source: 'kit_download',
      },
    ])
    const owned = (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit
    expect(owned.press_kit_web).toMatchObject({ downloads: 2, leads: 1 })
  })

  it("makes the web download one HTML file with the kit's fonts inside, fetching nothing", async () => {
    const { founder, kit } = await publishedKit()
    await api.put(
      `/api/press-kit/kits/${kit.id}`,
      {
        customizations: {
          branding: { ...kit.branding, fonts: { heading: 'Courier New', body: 'Arial', mono: 'Fira Code' } },
        },
      },
      founder.token,
    )
    const download = await api.post(`/api/press-kit/public/${kit.id}/download?format=web`, {})
    const html = await (await fetch(download.body.download_url)).text()
    expect(html).toContain(
      '@font-face{font-family:"Cousine";font-style:normal;font-weight:700;font-display:swap;src:url(data:font/woff2;base64,',
    )
    expect(html).toContain('font-family:"Arimo"')
    expect(html).toContain('"Cousine", monospace')
    expect(html).not.toContain('/kit-fonts/')
    expect(html).toContain('<h1>Acme Robotics</h1>')
  })

  it('counts a view once per session however often it pings, and not for a bot', async () => {
    const { founder, kit } = await publishedKit()
    const ping = (session: string, duration: number, scroll: number, userAgent = BROWSER) =>
      api.call('POST', `/api/press-kit/share/${kit.id}/track`, {
        body: { event: 'view', metadata: { session_id: session, duration, scroll_depth: scroll } },
        headers: { 'user-agent': userAgent },
      })
    expect((await ping('session-aaaa', 0, 10)).body).toEqual({ counted: true })
    expect((await ping('session-aaaa', 30, 80)).body).toEqual({ counted: false })
    expect((await ping('session-aaaa', 12, 40)).body).toEqual({ counted: false })
    expect((await ping('session-bbbb', 10, 20)).body).toEqual({ counted: true })
    expect((await ping('session-cccc', 5, 5, 'Twitterbot/1.0')).body).toEqual({ counted: false })
    const { engagement } = (await api.get(`/api/press-kit/kits/${kit.id}/analytics`, founder.token)).body
    expect(engagement).toMatchObject({ views: 2, avgTimeOnPage: 20, avgScrollDepth: 50 })
    expect((await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit.press_kit_web.views).toBe(
      2,
    )
  })

  it("never answers one kit's id from another's slug, and says nothing of the owner", async () => {
    // Quick start writes the founder's sign-in address as the press contact; these founders gave
    // another one, so any trace of the account in a public answer would be a leak.
    const pressContact = (sections: { id: string; content: string }[]) =>
      sections.map((s) => (s.id === 'contact' ? { ...s, content: '<p>press@acme.example</p>' } : s))
    const first = await publishedKit()
    const second = await publishedKit()
    for (const { founder, kit } of [first, second])
      await api.put(
        `/api/press-kit/kits/${kit.id}`,
        { customizations: { sections: pressContact(kit.sections) } },
        founder.token,
      )
    const validated = await validate(first.slug)
    expect(validated.body.share.kit_id).toBe(first.kit.id)
    const publicKit = await api.get(`/api/press-kit/public/${second.kit.id}`)
    expect(publicKit.body.kit.id).toBe(second.kit.id)
    const page = await (await fetch(new URL(`/kit/${first.slug}`, clocked.stack.url))).text()
    expect(page).toContain(`data-kit-id="${first.kit.id}"`)
    expect(page).not.toContain(second.kit.id)
    for (const text of [JSON.stringify(validated.body), JSON.stringify(publicKit.body), page]) {
      expect(text).not.toContain(first.founder.email)
      expect(text).not.toContain(second.founder.email)
      expect(text).not.toContain(first.founder.id)
      expect(text).not.toContain(second.founder.id)
    }
    expect((await validate('no-such-kit')).body).toEqual({
      valid: false,
      error: 'Invalid or expired link',
      share: null,
    })
    const unknown = await fetch(new URL('/kit/no-such-kit', clocked.stack.url))
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Invalid or expired link')
  })

  it('serves the page with its own policy, Open Graph tags, and the branding in a nonced style', async () => {
    const { slug, founder, kit } = await publishedKit()
    const response = await fetch(new URL(`/kit/${slug}`, clocked.stack.url))
    const html = await response.text()
    const policy = response.headers.get('content-security-policy') ?? ''
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    expect(policy).toMatch(/script-src 'self'(;|$)/)
    expect(policy).not.toContain('unsafe-inline')
    // The kit's fonts from the site itself, then its colours and font families.
    expect(html).toContain(
      `<style nonce="${nonce}">@font-face{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;src:url(/kit-fonts/inter-latin-400-normal.woff2)`,
    )
    expect(html).toContain(':root{--kit-primary:#3b82f6')
    expect(html).toContain('--kit-heading-font:"Inter", sans-serif')
    expect(policy).toContain("font-src 'self'")
    expect(html).toContain('<meta property="og:title" content="Acme Robotics · Press Kit">')
    expect(html).toContain(
      '<meta property="og:description" content="Robots that pick orders in small warehouses.">',
    )
    expect(html).toContain('<script type="module" src="/kit-page.js"></script>')
    expect(html).toContain('<h2>Company Overview</h2>')
    expect(html).not.toContain('pdf-missing')
    // An unpublished kit has no public page.
    await api.put(`/api/press-kit/kits/${kit.id}`, { published: false }, founder.token)
    expect((await fetch(new URL(`/kit/${slug}`, clocked.stack.url))).status).toBe(404)
  })

  it("answers the kit page's guesses past the limit with 429 and the password form, not a dead link", async () => {
    const { slug } = await publishedKit({ password: 'launch-day' })
    const page = (password: string) =>
      fetch(new URL(`/kit/${slug}?p=${encodeURIComponent(password)}`, clocked.stack.url))
    await atStartOfAMinute()
    for (let i = 0; i < 10; i++) expect((await page(`guess-${i}`)).status).toBe(401)
    const limited = await page('launch-day')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const text = await limited.text()
    expect(text).toContain(TOO_MANY_ATTEMPTS)
    expect(text).toContain('<label for="kit-password">Password</label>')
    expect(text).toContain('<span class="kit-name">Acme Robotics Press Kit</span>')
    expect(text).not.toContain('Invalid or expired link')
    // The minute over, the right password opens it.
    await advanceClock(MINUTE)
    expect((await page('launch-day')).status).toBe(200)
    // A link to no kit at all is still the invalid link.
    const none = await fetch(new URL('/kit/no-such-kit-anywhere', clocked.stack.url))
    expect(none.status).toBe(404)
    expect(await none.text()).toContain('Invalid or expired link')
  })

  it('says why the PDF cannot be downloaded while the kit has none of what it now says', async () => {
    const { founder, kit, slug } = await publishedKit()
    const { kit: saved } = (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body
    const changed = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      withSectionChanged(saved, saved.sections[0].id, { title: 'Who we are' }),
      founder.token,
    )
    expect(changed.body.kit.outputs.pdf.outdated).toBe(true)
    const html = await (await fetch(new URL(`/kit/${slug}`, clocked.stack.url))).text()
    expect(html).toContain('data-format="pdf" disabled aria-describedby="pdf-missing">PDF</button>')
    // A kit with no files of its own has nothing to zip either, and the page says what is ready.
    expect(html).toContain(
      'data-format="assets" disabled aria-describedby="pdf-missing">All files (ZIP)</button>',
    )
    expect(html).toContain(`<p class="kit-hint" id="pdf-missing">${NOTHING_TO_ZIP}</p>`)
    const zip = await fetch(
      new URL(`/api/press-kit/public/${kit.id}/download?format=assets`, clocked.stack.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    )
    expect([zip.status, await zip.json()]).toEqual([
      400,
      { message: 'This kit has no files to download yet' },
    ])
  })

  it("serves a published kit's images from lasting addresses that still answer after the signed links' 15 minutes, kept by browsers for a year", async () => {
    const { founder, kit, slug } = await publishedKit()
    const image = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('assets', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'warehouse.png')
    const uploaded = await fetch(new URL(`/api/press-kit/kits/${kit.id}/assets`, clocked.stack.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${founder.token}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const pageAt = () => fetch(new URL(`/kit/${slug}`, clocked.stack.url)).then((r) => r.text())
    const html = await pageAt()
    expect(html).not.toContain('X-Amz-')
    const src = /<figure><img src="([^"]+)"/.exec(html)?.[1] ?? ''
    const original =
      /<a class="kit-file-download" href="([^"]+)" download="warehouse.png">/.exec(html)?.[1] ?? ''
    expect(src).toMatch(new RegExp(`^/kit/files/${kit.id}/[\\w-]+/[0-9a-f]{16}/medium$`))
    expect(original).toBe(src.replace(/medium$/, 'original'))

    await advanceClock(16 * MINUTE)
    const medium = await fetch(new URL(src, clocked.stack.url))
    expect(medium.status).toBe(200)
    expect(medium.headers.get('content-type')).toBe('image/webp')
    expect(medium.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=86400, immutable')
    const file = await fetch(new URL(original, clocked.stack.url))
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true)
    // The page opened now names the same addresses: a browser's cached copy stays good.
    expect(await pageAt()).toContain(`<img src="${src}"`)
    // Another version of the file, or an unpublished kit, serves nothing.
    const other = await fetch(
      new URL(src.replace(/\/[0-9a-f]{16}\//, '/0000000000000000/'), clocked.stack.url),
    )
    expect(other.status).toBe(404)
    await api.put(`/api/press-kit/kits/${kit.id}`, { published: false }, founder.token)
    const hidden = await fetch(new URL(src, clocked.stack.url))
    expect(hidden.status).toBe(404)
    expect(await hidden.json()).toEqual({ message: 'File not found' })
  })

  it('answers bad input on every public call with a 4xx and a message', async () => {
    const { kit, founder } = await publishedKit()
    const huge = 'x'.repeat(3000)
    const cases = [
      api.get(`/api/press-kit/share/validate/${huge}`),
      api.get(`/api/press-kit/public/${huge}`),
      api.post(`/api/press-kit/share/${kit.id}/track`, { event: 'click' }),
      api.post(`/api/press-kit/share/${kit.id}/track`, { event: 'view', metadata: { session_id: 'x' } }),
      api.post(`/api/press-kit/public/${kit.id}/download?format=exe`, {}),
      api.post(`/api/press-kit/public/${kit.id}/download?format=pdf`, { email: 'not-an-address' }),
      api.post(`/api/press-kit/public/${kit.id}/lead`, { email: 'someone@news.example', source: 'other' }),
      api.post(`/api/press-kit/public/${kit.id}/lead`, {
        email: 'someone@news.example',
        __proto__: { admin: true },
        extra: 1,
      }),
      api.call('POST', `/api/press-kit/kits/${kit.id}/assets`, {
        body: { assets: [] },
        token: founder.token,
      }),
      api.call('POST', `/api/press-kit/kits/${kit.id}/assets`, {
        rawBody:
          '--x\r\nContent-Disposition: form-data; name="other"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        token: founder.token,
      }),
    ]
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.body).toEqual({ message: expect.any(String) })
    }
    const after = (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit
    expect(after).toMatchObject({ assets: [], press_kit_web: { views: 0, downloads: 0, leads: 0 } })
  })
})
