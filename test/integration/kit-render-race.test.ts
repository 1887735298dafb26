import { describe, expect, inject, it } from 'vitest'
import type { Deps } from '../../functions/ports/deps'
import { renderKit } from '../../functions/press-kit/render'
import { apiAt, signUp } from '../support/api'
import { withSectionChanged } from '../support/kits'
import { storeOf } from '../support/store'

const api = apiAt(inject('stackUrl'))
const store = () => storeOf(inject('stackDataDir'))

/** A founder's quick-start kit, made through the API, and a kit change as the builder saves one. */
async function founderWithKit() {
  const founder = await signUp(api)
  const company = await api.post('/api/companies', { name: 'Race Co' }, founder.token)
  await api.put(
    `/api/companies/${company.body.company.id}`,
    { short_description: 'Robots that sort parcels.' },
    founder.token,
  )
  const { kit } = (await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)).body
  const edit = async (content: string) => {
    const { kit: now } = (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body
    const saved = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      withSectionChanged(now, 'overview', { content }),
      founder.token,
    )
    expect(saved.status).toBe(200)
  }
  const message = {
    type: 'KitRenderRequested' as const,
    version: 1 as const,
    userId: founder.id,
    kitId: kit.id as string,
    kitVersion: kit.version as number,
  }
  const read = async () => (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit
  /** The kit marked as Generate Kit marks it, for the render to find. */
  const generating = () =>
    store().pressKits.patch({ user_id: founder.id, kit_id: kit.id }).set({ status: 'generating' }).go()
  return { founder, kit, edit, message, read, generating }
}

/**
 * The renderer's ports around the real table: files kept in memory, and a "Chromium" that hands back
 * each page's HTML as its PDF and plays `meanwhile` while the first one renders.
 */
function renderer(meanwhile: () => Promise<void>) {
  const files = new Map<string, Uint8Array>()
  const pages: string[] = []
  const deps = {
    store: store(),
    now: () => new Date(),
    blobs: {
      getBytes: async (key: string) => files.get(key),
      putBytes: async (key: string, bytes: Uint8Array) => void files.set(key, bytes),
    } as unknown as Deps['blobs'],
    pdf: {
      render: async (html: string) => {
        pages.push(html)
        if (pages.length === 1) await meanwhile()
        return new TextEncoder().encode(`%PDF-${pages.length}`)
      },
    } as unknown as Deps['pdf'],
  }
  return { deps, pages }
}

describe('a kit render that meets a change to the kit', () => {
  it('renders again when the kit changed while it rendered, so the PDF is of the kit as it is', async () => {
    const { edit, message, read, generating } = await founderWithKit()
    await generating()
    const { deps, pages } = renderer(() => edit('<p>Typed while it rendered.</p>'))
    expect(await renderKit(deps, message)).toEqual({ rendered: true })
    expect(pages).toHaveLength(2)
    expect(pages[0]).not.toContain('Typed while it rendered.')
    expect(pages[1]).toContain('Typed while it rendered.')
    expect(await read()).toMatchObject({ status: 'completed', outputs: { pdf: { outdated: false } } })
  })

  it('leaves alone a redelivered request for a kit completed since, and outdated by a change after it', async () => {
    const { edit, message, read, generating } = await founderWithKit()
    await generating()
    const first = renderer(async () => {})
    await renderKit(first.deps, message)
    await edit('<p>Changed after the PDF was made.</p>')
    expect(await read()).toMatchObject({ status: 'completed', outputs: { pdf: { outdated: true } } })
    // The same message again, as SQS may deliver it: nothing to render, and no render started.
    const again = renderer(async () => {})
    expect(await renderKit(again.deps, message)).toEqual({ rendered: false })
    expect(again.pages).toEqual([])
    expect(await read()).toMatchObject({ status: 'completed', outputs: { pdf: { outdated: true } } })
  })

  it('takes a PDF made before renders kept their hash as current, until the kit changes', async () => {
    const { founder, kit, edit, message, read, generating } = await founderWithKit()
    const key = { user_id: message.userId, kit_id: message.kitId }
    await generating()
    await renderKit(renderer(async () => {}).deps, message)
    await store().pressKits.patch(key).remove(['pdf_content_hash']).go()
    expect(await read()).toMatchObject({ status: 'completed', outputs: { pdf: { outdated: false } } })
    // A setting the PDF does not show keeps it current; a section's words do not.
    await api.put(`/api/press-kit/kits/${kit.id}`, { settings: { require_email: true } }, founder.token)
    expect(await read()).toMatchObject({ outputs: { pdf: { outdated: false } } })
    await edit('<p>New words.</p>')
    expect(await read()).toMatchObject({ outputs: { pdf: { outdated: true } } })
  })
})
