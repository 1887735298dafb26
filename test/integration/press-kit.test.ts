import { createServer } from 'node:http'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { type Api, apiAt, signUp } from '../support/api'
import { withSectionChanged } from '../support/kits'
import { listenOnLoopback } from '../support/listen'
import { waitUntil } from '../support/sending'

const api = apiAt(inject('stackUrl'))

const FACTS = {
  name: 'Acme Robotics',
  short_description: 'Robots that pick orders in small warehouses.',
  location: 'Lisbon, Portugal',
  funding_amount: '$4M seed',
  founder_story: 'We ran a warehouse and hated the night shift.',
  cofounders: 'Ana Silva - CEO; Rui Costa - CTO',
}

async function founderWithCompany(facts: Partial<typeof FACTS> = FACTS) {
  const founder = await signUp(api)
  const { body } = await api.post('/api/companies', { name: facts.name ?? 'Acme Robotics' }, founder.token)
  const companyId = body.company.id as string
  const { name: _, ...fields } = facts
  if (Object.keys(fields).length) await api.put(`/api/companies/${companyId}`, fields, founder.token)
  return { ...founder, companyId }
}

async function quickStartKit(founder: { token: string }) {
  const response = await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)
  expect(response.status).toBe(201)
  return response.body.kit
}

const section = (kit: { sections: { id: string; content: string }[] }, id: string) =>
  kit.sections.find((s) => s.id === id)?.content ?? ''

/** pdf.js takes the bytes it is given (the buffer is detached): it reads a copy. */
const openPdf = (bytes: ArrayBuffer) => getDocument({ data: new Uint8Array(bytes.slice(0)) }).promise

async function pdfText(bytes: ArrayBuffer) {
  const pdf = await openPdf(bytes)
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, i) => (await pdf.getPage(i + 1)).getTextContent()),
  )
  return pages.flatMap((page) => page.items.map((item) => ('str' in item ? item.str : ''))).join(' ')
}

async function generated(api: Api, token: string, id: string) {
  const start = await api.put(`/api/press-kit/kits/${id}`, { regenerate: true }, token)
  expect(start.body.kit.status).toBe('generating')
  return waitUntil(
    async () => (await api.get(`/api/press-kit/kits/${id}`, token)).body.kit,
    (kit) => kit.status !== 'generating',
    60_000,
  )
}

/** A real PNG of the given size and colour. */
const png = (width: number, colour: string) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: colour } })
    .png()
    .toBuffer()

async function upload(token: string, kitId: string, files: { name: string; data: Buffer; type?: string }[]) {
  const form = new FormData()
  for (const file of files)
    form.append(
      'assets',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name,
    )
  const response = await fetch(new URL(`/api/press-kit/kits/${kitId}/assets`, inject('stackUrl')), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: response.status, body: await response.json() }
}

describe('press kit assets', () => {
  it('takes two images by their content, makes a medium size, and refuses a renamed executable and a 21st file', async () => {
    const founder = await founderWithCompany({ name: 'Asset Co' })
    const kit = await quickStartKit(founder)
    const uploaded = await upload(founder.token, kit.id, [
      { name: 'team.png', data: await png(2400, '#336699') },
      // Declared as a PDF and named .pdf: the bytes say PNG, and PNG it is.
      { name: 'logo.pdf', data: await png(300, '#ff5500'), type: 'application/pdf' },
    ])
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.assets).toHaveLength(2)
    const [team, logo] = uploaded.body.assets
    expect(team).toMatchObject({ kind: 'image', contentType: 'image/png', originalName: 'team.png' })
    expect(logo).toMatchObject({ kind: 'image', contentType: 'image/png' })
    const medium = await (await fetch(team.sizes.medium.url)).arrayBuffer()
    expect(await sharp(Buffer.from(medium)).metadata()).toMatchObject({ format: 'webp', width: 1200 })
    const original = await (await fetch(team.sizes.original.url)).arrayBuffer()
    expect((await sharp(Buffer.from(original)).metadata()).width).toBe(2400)

    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)])
    const renamed = await upload(founder.token, kit.id, [{ name: 'photo.png', data: elf }])
    expect(renamed).toMatchObject({
      status: 400,
      body: { message: 'photo.png is not an image (PNG, JPEG, WebP, SVG) or a PDF' },
    })

    const small = await png(20, '#000000')
    const more = Array.from({ length: 18 }, (_, i) => ({ name: `p${i}.png`, data: small }))
    expect((await upload(founder.token, kit.id, more)).body.assets).toHaveLength(20)
    const over = await upload(founder.token, kit.id, [{ name: 'one-more.png', data: small }])
    expect(over).toMatchObject({ status: 400, body: { message: 'A kit holds at most 20 assets' } })
    expect((await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit.assets).toHaveLength(20)
  })

  it('refuses an upload whose content type names no boundary with a 400 and stores nothing', async () => {
    const founder = await founderWithCompany({ name: 'Boundary Co' })
    const kit = await quickStartKit(founder)
    const response = await fetch(new URL(`/api/press-kit/kits/${kit.id}/assets`, inject('stackUrl')), {
      method: 'POST',
      headers: { authorization: `Bearer ${founder.token}`, 'content-type': 'multipart/form-data' },
      body: 'not split into parts',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The upload is not valid multipart/form-data' })
    expect((await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit.assets).toEqual([])
  })

  it('sanitises an SVG, and removing an asset removes its files', async () => {
    const founder = await founderWithCompany({ name: 'Vector Co' })
    const kit = await quickStartKit(founder)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script>' +
        '<foreignObject><p>x</p></foreignObject><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient>' +
        '<rect width="10" height="10" fill="url(#g)"/></svg>',
    )
    const { body } = await upload(founder.token, kit.id, [
      { name: 'logo.svg', data: svg, type: 'image/svg+xml' },
    ])
    const [asset] = body.assets
    expect(asset).toMatchObject({ kind: 'image', contentType: 'image/svg+xml' })
    const stored = await (await fetch(asset.sizes.original.url)).text()
    expect(stored).toContain('<linearGradient id="g">')
    expect(stored).toContain('fill="url(#g)"')
    expect(stored).not.toMatch(/onload|script|alert|foreignObject/)
    const removed = await api.delete(`/api/press-kit/kits/${kit.id}/assets/${asset.id}`, founder.token)
    expect(removed.body.assets).toEqual([])
    expect((await fetch(asset.sizes.original.url)).status).toBe(404)
  })

  it("draws the kit's images and logo into its PDF", async () => {
    const founder = await founderWithCompany({ name: 'Picture Co' })
    const kit = await quickStartKit(founder)
    const { body } = await upload(founder.token, kit.id, [
      { name: 'product.png', data: await png(800, '#10b981') },
    ])
    const [asset] = body.assets
    await api.put(
      `/api/press-kit/kits/${kit.id}`,
      {
        customizations: {
          company: { name: 'Picture Co', logo: `asset:${asset.id}` },
          assets: [{ id: asset.id, caption: 'Our product on a shelf' }],
        },
      },
      founder.token,
    )
    const done = await generated(api, founder.token, kit.id)
    expect(done.company.logo_url).toBe(done.assets[0].sizes.medium.url)
    const pdf = await (await fetch(done.outputs.pdf.download_url)).arrayBuffer()
    expect(await pdfText(pdf)).toContain('Our product on a shelf')
    // The logo on the cover, the image again among the media, further on.
    const document = await openPdf(pdf)
    const images = async (n: number) =>
      (await (await document.getPage(n)).getOperatorList()).fnArray.filter(
        (op: number) => op === OPS.paintImageXObject,
      ).length
    expect(await images(1)).toBe(1)
    let later = 0
    for (let n = 2; n <= document.numPages; n++) later += await images(n)
    expect(later).toBeGreaterThanOrEqual(1)
  })
})

describe('press kits', () => {
  it('offers the three templates of spec 2', async () => {
    const founder = await signUp(api)
    const { body } = await api.get('/api/press-kit/templates', founder.token)
    expect(body.templates.map((t: { id: string; popularity: number }) => [t.id, t.popularity])).toEqual([
      ['default', 95],
      ['tech_startup', 88],
      ['ecommerce', 82],
    ])
  })

  it("fills a quick-start kit's sections with the profile's facts, and nothing the profile does not say", async () => {
    const founder = await founderWithCompany()
    const kit = await quickStartKit(founder)
    expect(kit).toMatchObject({
      template_id: 'default',
      format: 'both',
      status: 'draft',
      company: { name: 'Acme Robotics' },
      settings: { require_email: false, has_password: false },
      press_kit_web: { views: 0, downloads: 0 },
      outputs: { web: { preview_url: `/kit/${kit.press_kit_web.slug}` }, pdf: { download_url: null } },
    })
    expect(kit.sections.map((s: { id: string; order: number }) => [s.id, s.order])).toEqual(
      [
        'overview',
        'facts',
        'story',
        'team',
        'products',
        'milestones',
        'media',
        'testimonials',
        'awards',
        'press',
        'contact',
      ].map((id, order) => [id, order]),
    )
    expect(section(kit, 'overview')).toContain('Robots that pick orders in small warehouses.')
    expect(section(kit, 'facts')).toContain('Lisbon, Portugal')
    expect(section(kit, 'facts')).toContain('$4M seed')
    expect(section(kit, 'story')).toContain('hated the night shift')
    expect(section(kit, 'team')).toContain('<li>Rui Costa - CTO</li>')
    expect(section(kit, 'contact')).toContain(founder.email)
    // The profile states no product, milestone, testimonial or award: those sections stay empty.
    for (const id of ['products', 'milestones', 'testimonials', 'awards', 'press'])
      expect(section(kit, id)).toBe('')
    expect(kit.customizations.sections).toEqual(kit.sections)
  })

  it('stores and serves a section with a script, an onerror attribute and a javascript: link clean', async () => {
    const founder = await founderWithCompany({ name: 'Clean Co' })
    const kit = await quickStartKit(founder)
    const sections = kit.sections.map((s: { id: string }) =>
      s.id === 'overview'
        ? {
            ...s,
            content:
              '<p>Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
          }
        : s,
    )
    const saved = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      { customizations: { sections } },
      founder.token,
    )
    expect(saved.status).toBe(200)
    const stored = section(
      (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit,
      'overview',
    )
    expect(stored).toContain('<p>Hello</p>')
    expect(stored).toContain('>link</a>')
    expect(stored).not.toMatch(/script|onerror|javascript:|alert/)
  })

  it('saves branding and settings, refuses a bad colour, and keeps only a hash of the password', async () => {
    const founder = await founderWithCompany({ name: 'Brand Co' })
    const kit = await quickStartKit(founder)
    const branding = { ...kit.branding, colors: { ...kit.branding.colors, primary: '#ff5500' } }
    const saved = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      { customizations: { branding }, settings: { require_email: true }, password: 'press-only' },
      founder.token,
    )
    expect(saved.body.kit).toMatchObject({
      branding: { colors: { primary: '#ff5500' } },
      settings: { require_email: true, has_password: true },
      version: kit.version + 1,
    })
    expect(JSON.stringify(saved.body)).not.toContain('press-only')
    const bad = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      { customizations: { branding: { ...branding, colors: { ...branding.colors, primary: 'red' } } } },
      founder.token,
    )
    expect(bad).toMatchObject({ status: 400, body: { message: 'Colours are #rrggbb' } })
    expect(
      (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit.branding.colors.primary,
    ).toBe('#ff5500')
  })

  it("renders a real PDF with the company's name and a section title, and skips a render of an unchanged kit", async () => {
    const founder = await founderWithCompany()
    const kit = await quickStartKit(founder)
    const done = await generated(api, founder.token, kit.id)
    expect(done).toMatchObject({ status: 'completed', render_error: null })
    const response = await fetch(done.outputs.pdf.download_url)
    expect(response.status).toBe(200)
    const bytes = await response.arrayBuffer()
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain('Acme Robotics')
    expect(text).toContain('Company Overview')
    expect(text).toContain('Lisbon, Portugal')
    const again = await generated(api, founder.token, kit.id)
    expect(again.status).toBe('completed')
    expect(await (await fetch(again.outputs.pdf.download_url)).arrayBuffer()).toEqual(bytes)
  })

  it('marks the PDF outdated after a change, hands journalists none until it is made again, and makes it on Publish', async () => {
    const founder = await founderWithCompany({ name: 'Change Co' })
    const kit = await quickStartKit(founder)
    const first = await generated(api, founder.token, kit.id)
    expect(first.outputs.pdf.outdated).toBe(false)
    const published = await api.put(`/api/press-kit/kits/${kit.id}`, { published: true }, founder.token)
    // Its PDF is of the kit as it is: publishing makes no other.
    expect(published.body.kit).toMatchObject({ status: 'completed', outputs: { pdf: { outdated: false } } })
    const download = () => api.post(`/api/press-kit/public/${kit.id}/download?format=pdf`, {})
    expect((await download()).status).toBe(200)

    // A change to what the PDF shows: the owner still has the old one, said to be outdated; nobody else.
    const changed = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      withSectionChanged(first, 'overview', { content: '<p>Now in twenty cities.</p>' }),
      founder.token,
    )
    expect(changed.body.kit).toMatchObject({ status: 'completed', outputs: { pdf: { outdated: true } } })
    expect(changed.body.kit.outputs.pdf.download_url).toEqual(expect.any(String))
    expect(await download()).toMatchObject({
      status: 400,
      body: { message: 'The PDF of this kit is not ready yet' },
    })
    expect((await api.get(`/api/press-kit/public/${kit.id}`)).body.kit.has_pdf).toBe(false)
    // A setting that the PDF does not show leaves it as it was: still outdated, not made again.
    const setting = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      { settings: { require_email: false } },
      founder.token,
    )
    expect(setting.body.kit).toMatchObject({ status: 'completed', outputs: { pdf: { outdated: true } } })

    // Publishing it (again) makes the PDF of the kit as it now is, and journalists get it.
    const republished = await api.put(`/api/press-kit/kits/${kit.id}`, { published: true }, founder.token)
    expect(republished.body.kit.status).toBe('generating')
    const done = await waitUntil(
      async () => (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit,
      (k) => k.status !== 'generating',
      60_000,
    )
    expect(done).toMatchObject({ status: 'completed', outputs: { pdf: { outdated: false } } })
    const fresh = await download()
    expect(fresh.status).toBe(200)
    expect(await pdfText(await (await fetch(fresh.body.download_url)).arrayBuffer())).toContain(
      'Now in twenty cities.',
    )
  })

  it('lists a generated kit that was never published as completed but unpublished, whose link answers nobody until Publish', async () => {
    const founder = await founderWithCompany({ name: 'Quiet Co' })
    const kit = await quickStartKit(founder)
    await generated(api, founder.token, kit.id)
    const [listed] = (await api.get('/api/press-kit/kits', founder.token)).body.kits
    expect(listed).toMatchObject({ id: kit.id, status: 'completed', published: false })
    const page = new URL(listed.outputs.web.preview_url, inject('stackUrl'))
    expect((await fetch(page)).status).toBe(404)
    await api.put(`/api/press-kit/kits/${kit.id}`, { published: true }, founder.token)
    const [after] = (await api.get('/api/press-kit/kits', founder.token)).body.kits
    expect(after).toMatchObject({ status: 'completed', published: true })
    expect((await fetch(page)).status).toBe(200)
  })

  it('deletes a kit with its PDF and its assets', async () => {
    const founder = await founderWithCompany({ name: 'Gone Co' })
    const kit = await quickStartKit(founder)
    const [image] = (
      await upload(founder.token, kit.id, [{ name: 'team.png', data: await png(1600, '#123456') }])
    ).body.assets
    const done = await generated(api, founder.token, kit.id)
    expect((await fetch(image.sizes.medium.url)).status).toBe(200)
    expect((await api.delete(`/api/press-kit/kits/${kit.id}`, founder.token)).body).toEqual({ deleted: true })
    expect((await fetch(done.outputs.pdf.download_url)).status).toBe(404)
    expect((await fetch(image.sizes.original.url)).status).toBe(404)
    expect((await fetch(image.sizes.medium.url)).status).toBe(404)
    expect((await api.get('/api/press-kit/kits', founder.token)).body.kits).toEqual([])
  })

  it('answers 404 to another founder on every route for a kit, and changes nothing', async () => {
    const owner = await founderWithCompany({ name: 'Owner Co' })
    const kit = await quickStartKit(owner)
    const other = await founderWithCompany({ name: 'Other Co' })
    const [asset] = (
      await upload(owner.token, kit.id, [{ name: 'logo.png', data: await png(64, '#ff0000') }])
    ).body.assets
    const before = (await api.get(`/api/press-kit/kits/${kit.id}`, owner.token)).body.kit
    const attempts = [
      upload(other.token, kit.id, [{ name: 'mine.png', data: await png(64, '#00ff00') }]),
      api.delete(`/api/press-kit/kits/${kit.id}/assets/${asset.id}`, other.token),
      api.get(`/api/press-kit/kits/${kit.id}/analytics`, other.token),
      api.get(`/api/press-kit/kits/${kit.id}`, other.token),
      api.put(`/api/press-kit/kits/${kit.id}`, { settings: { require_email: true } }, other.token),
      api.delete(`/api/press-kit/kits/${kit.id}`, other.token),
      api.get(`/api/press-kits/${kit.id}`, other.token),
      api.put(`/api/press-kits/${kit.id}`, { regenerate: true }, other.token),
    ]
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404)
    expect((await api.get(`/api/press-kits?companyId=${owner.companyId}`, other.token)).body.kits).toEqual([])
    // The kit as stored: its files' short-lived links are signed anew on every read.
    const withoutLinks = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replace(/"http[^"]*X-Amz-[^"]*"/g, '"link"'))
    const after = (await api.get(`/api/press-kit/kits/${kit.id}`, owner.token)).body.kit
    expect(withoutLinks(after)).toEqual(withoutLinks(before))
    expect(after.assets).toHaveLength(1)
  })

  it("says 'Kit must be created first' when saving a kit that does not exist, and needs a company", async () => {
    const founder = await signUp(api)
    const missing = await api.put('/api/press-kit/kits/not-a-kit', { regenerate: false }, founder.token)
    expect(missing).toMatchObject({ status: 404, body: { message: 'Kit must be created first' } })
    const noCompany = await api.post('/api/press-kit/kits', {}, founder.token)
    expect(noCompany).toMatchObject({ status: 400, body: { message: 'Please select a company first' } })
  })

  it("answers spec 1's older /api/press-kits family from the same kits", async () => {
    const founder = await founderWithCompany({ name: 'Legacy Co' })
    const created = await api.post('/api/press-kits', { companyId: founder.companyId }, founder.token)
    expect(created.status).toBe(201)
    const id = created.body.kit.id
    const listed = await api.get(`/api/press-kits?companyId=${founder.companyId}`, founder.token)
    expect(listed.body.kits.map((k: { id: string }) => k.id)).toEqual([id])
    const updated = await api.put(
      `/api/press-kits/${id}`,
      { settings: { require_email: true } },
      founder.token,
    )
    expect(updated.body.kit.settings.require_email).toBe(true)
    expect((await api.get(`/api/press-kit/kits/${id}`, founder.token)).body.kit.settings.require_email).toBe(
      true,
    )
    const foreign = await api.post('/api/press-kits', { companyId: 'not-mine' }, founder.token)
    expect(foreign.status).toBe(404)
  })
})

describe('branding extract', () => {
  it("reads a website's colours, fonts and logo from its page, and refuses a private address", async () => {
    const founder = await signUp(api)
    // A loopback port the stack's page fetcher may read (see test/support/global-stack.ts).
    const port = inject('sitePagesPort')
    const server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end(
        '<html><head><meta name="theme-color" content="#e11d48"><style>body{font-family:Roboto,sans-serif}</style></head>' +
          '<body><img class="logo" src="/logo.png"></body></html>',
      )
    })
    await listenOnLoopback(server, port)
    try {
      const { body } = await api.post(
        '/api/press-kit/branding/extract',
        { url: `http://127.0.0.1:${port}/` },
        founder.token,
      )
      expect(body.branding).toEqual({
        colors: { primary: '#e11d48' },
        fonts: { heading: 'Roboto', body: 'Roboto' },
        logo: `http://127.0.0.1:${port}/logo.png`,
      })
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    const metadata = await api.post(
      '/api/press-kit/branding/extract',
      { url: 'http://169.254.169.254/latest' },
      founder.token,
    )
    expect(metadata).toMatchObject({
      status: 400,
      body: { message: 'Could not read that website: it is not a public page' },
    })
  })
})
