import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, inject, it } from 'vitest'
import { type Api, apiAt, signUp } from '../support/api'
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

async function pdfText(bytes: ArrayBuffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise
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

  it('deletes a kit with its PDF', async () => {
    const founder = await founderWithCompany({ name: 'Gone Co' })
    const kit = await quickStartKit(founder)
    const done = await generated(api, founder.token, kit.id)
    expect((await api.delete(`/api/press-kit/kits/${kit.id}`, founder.token)).body).toEqual({ deleted: true })
    expect((await fetch(done.outputs.pdf.download_url)).status).toBe(404)
    expect((await api.get('/api/press-kit/kits', founder.token)).body.kits).toEqual([])
  })

  it('answers 404 to another founder on every route for a kit, and changes nothing', async () => {
    const owner = await founderWithCompany({ name: 'Owner Co' })
    const kit = await quickStartKit(owner)
    const other = await founderWithCompany({ name: 'Other Co' })
    const before = (await api.get(`/api/press-kit/kits/${kit.id}`, owner.token)).body.kit
    const attempts = [
      api.get(`/api/press-kit/kits/${kit.id}`, other.token),
      api.put(`/api/press-kit/kits/${kit.id}`, { settings: { require_email: true } }, other.token),
      api.delete(`/api/press-kit/kits/${kit.id}`, other.token),
      api.get(`/api/press-kits/${kit.id}`, other.token),
      api.put(`/api/press-kits/${kit.id}`, { regenerate: true }, other.token),
    ]
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404)
    expect((await api.get(`/api/press-kits?companyId=${owner.companyId}`, other.token)).body.kits).toEqual([])
    expect((await api.get(`/api/press-kit/kits/${kit.id}`, owner.token)).body.kit).toEqual(before)
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
