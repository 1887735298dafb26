import { createHash } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import type { KitRenderRequested } from '../../events/kit-render-requested'
import type { KitAsset } from '../../shared/contracts/press-kit'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { conditionHeld } from '../store/conditions'
import { inlineKitFontFaces } from './kit-font-data'
import { kitHtml } from './kit-html'
import { kitContentHash, kitPrefix, pdfIsCurrent, toPressKit } from './kit-records'

type KitRecord = EntityItem<Deps['store']['pressKits']>

/** Generate Kit: the kit is marked generating (by the update) and its render goes on the job queue. */
export async function requestRender(deps: Pick<Deps, 'renders'>, record: KitRecord) {
  await deps.renders.enqueue([
    {
      type: 'KitRenderRequested',
      version: 1,
      userId: record.user_id,
      kitId: record.kit_id,
      kitVersion: record.version,
    },
  ])
}

export async function inlineImages(deps: Pick<Deps, 'blobs'>, record: KitRecord) {
  const images: Record<string, string> = {}
  for (const asset of record.assets as KitAsset[]) {
    if (asset.kind !== 'image') continue
    // An SVG is drawn from its sanitised original; a raster image from its medium size.
    const key = `${kitPrefix(record.user_id, record.kit_id)}/assets/${asset.id}/${asset.sizes.medium ? 'medium' : 'original'}`
    const bytes = await deps.blobs.getBytes(key)
    const type = asset.sizes.medium ? 'image/webp' : asset.contentType
    if (bytes) images[asset.id] = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
  }
  return images
}

type RenderDeps = Pick<Deps, 'store' | 'blobs' | 'pdf' | 'now'>

/** Renders of one request, at the most: the first, and again while the kit keeps changing under it. */
const RENDER_PASSES = 3

/**
 * The render job (KitRenderRequested): the kit's own HTML to a PDF in S3, then completed; or error with
 * the reason. Delivered at least once: a kit no longer generating is left alone, and a kit whose HTML is
 * what the stored PDF was made from is not rendered again. A kit changed while it rendered (the builder
 * saves as the founder types) would be left completed with a PDF already outdated: it is rendered again,
 * as a Generate Kit pressed then would have, a few times at the most.
 */
export async function renderKit(deps: RenderDeps, message: KitRenderRequested) {
  const key = { user_id: message.userId, kit_id: message.kitId }
  let { rendered, completed } = await renderOnce(deps, message)
  for (let pass = 1; completed && pass < RENDER_PASSES; pass++) {
    const { data: after } = await deps.store.pressKits.get(key).go({ consistent: true })
    if (after?.status !== 'completed' || pdfIsCurrent(after)) break
    const again = await conditionHeld(
      deps.store.pressKits
        .patch(key)
        .set({ status: 'generating', render_error: '' })
        .where((attr, { eq }) => eq(attr.version, after.version))
        .go(),
    )
    if (!again) break
    const next = await renderOnce(deps, message)
    rendered ||= next.rendered
    completed = next.completed
  }
  return { rendered }
}

async function renderOnce(deps: RenderDeps, message: KitRenderRequested) {
  const key = { user_id: message.userId, kit_id: message.kitId }
  const { data: record } = await deps.store.pressKits.get(key).go()
  if (record?.status !== 'generating') return { rendered: false, completed: false }
  const kit = toPressKit(record)
  const images = await inlineImages(deps, record)
  const logo = kit.company.logo.startsWith('asset:')
    ? images[kit.company.logo.slice('asset:'.length)]
    : undefined
  const html = kitHtml(kit, {
    images,
    logo,
    fontFaces: await inlineKitFontFaces(kit.branding.fonts),
    date: deps.now(),
  })
  const sourceHash = createHash('sha256').update(html).digest('hex')
  const finish = (changes: Partial<KitRecord>) =>
    deps.store.pressKits
      .patch(key)
      .set({ ...changes, updated_at: deps.now().toISOString() })
      .where((attr, { eq }) => eq(attr.status, 'generating'))
      .go()
      .catch((error: unknown) =>
        logger.warn('kit render finished after a newer change', { error: String(error) }),
      )
  const pdf_content_hash = kitContentHash(record)
  if (record.pdf_key && record.pdf_source_hash === sourceHash) {
    await finish({ status: 'completed', pdf_content_hash, render_error: '' })
    return { rendered: false, completed: true }
  }
  try {
    const pdf = await deps.pdf.render(html)
    const pdfKey = `${kitPrefix(message.userId, message.kitId)}/kit.pdf`
    await deps.blobs.putBytes(pdfKey, pdf, 'application/pdf')
    await finish({
      status: 'completed',
      pdf_key: pdfKey,
      pdf_source_hash: sourceHash,
      pdf_content_hash,
      render_error: '',
    })
    return { rendered: true, completed: true }
  } catch (error) {
    logger.error('kit render failed', { kitId: message.kitId, error: String(error) })
    await finish({ status: 'error', render_error: 'The PDF could not be made. Try Generate Kit again.' })
    return { rendered: false, completed: false }
  }
}
