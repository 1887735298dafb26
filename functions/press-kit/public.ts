import { createHash, randomUUID } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import {
  type DownloadFormat,
  type KitAsset,
  PUBLIC_KIT_MESSAGES,
  type PublicKit,
} from '../../shared/contracts/press-kit'
import { kitPasswordAllowance, RATE_LIMIT_DEFAULTS } from '../../shared/domain/rate-limits'
import { addressKey, attemptsSoFar, countAttempt, takeAttempt } from '../accounts/attempt-limits'
import { NotFoundError, ValidationError } from '../platform/errors'
import { TEMPORARY_PREFIXES } from '../platform/temporary-files'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'
import { kitFileAddress } from './kit-files'
import { inlineKitFontFaces } from './kit-font-data'
import { kitHtml } from './kit-html'
import { assetKeys, pdfIsCurrent, presentKit, toPressKit } from './kit-records'
import { verifyPassword } from './passwords'
import { inlineImages } from './render'

type KitRecord = EntityItem<Deps['store']['pressKits']>

/** How long a visitor's download link works. */
const DOWNLOAD_LINK_SECONDS = 300

// The kit behind a public link (gsi3: KITSLUG#<slug>); only a published kit answers.
export async function publishedBySlug(deps: Pick<Deps, 'store'>, slug: string) {
  const { data } = await deps.store.pressKits.query.bySlug({ slug }).go()
  const record = data[0]
  return record?.published ? record : undefined
}

// A kit by its id alone (gsi2: KIT#<id>); only a published kit answers.
async function publishedById(deps: Pick<Deps, 'store'>, kitId: string) {
  const { data } = await deps.store.pressKits.query.byKitId({ kit_id: kitId }).go()
  const record = data[0]
  return record?.published ? record : undefined
}

/**
 * Whether a visitor may open a kit: no password, or the right one. Wrong passwords count against the
 * visitor's address, on this kit (10 a minute) and over every kit (30): past either, that address waits
 * for the minute to end, the right password too, but no other address does. Every wrong password also
 * counts on the kit, from whatever address; past that ceiling each address has fewer tries on the kit
 * (decision 034), so guessing from many addresses is slowed while the right password still opens it.
 */
export async function passwordRefusal(
  deps: Deps,
  record: KitRecord,
  password: string | undefined,
  address: string,
) {
  if (!record.password_hash) return null
  if (!password) return PUBLIC_KIT_MESSAGES.passwordNeeded
  const from = addressKey(address)
  const kitWide = { ...RATE_LIMIT_DEFAULTS.kitPasswordPerKit, subject: record.kit_id }
  const attempt = await takeAttempt(deps, [
    {
      ...RATE_LIMIT_DEFAULTS.kitPasswordPerKitAddress,
      max: kitPasswordAllowance(await attemptsSoFar(deps, kitWide)),
      subject: `${record.kit_id} ${from}`,
    },
    { ...RATE_LIMIT_DEFAULTS.kitPasswordPerAddress, subject: from },
  ])
  if (await verifyPassword(password, record.password_hash)) {
    await attempt.refund()
    return null
  }
  await countAttempt(deps, kitWide)
  return PUBLIC_KIT_MESSAGES.wrongPassword
}

export interface Visitor {
  password?: string
  address: string
  userAgent?: string
}

/** GET share/validate/{slug}: spec 2's {valid, error, share}. */
export async function validateShare(deps: Deps, slug: string, visitor: Visitor) {
  const record = await publishedBySlug(deps, slug)
  if (!record) return { valid: false, error: PUBLIC_KIT_MESSAGES.invalidLink, share: null }
  const refusal = await passwordRefusal(deps, record, visitor.password, visitor.address)
  if (refusal) return { valid: false, error: refusal, share: null }
  return {
    valid: true,
    error: null,
    share: { kit_id: record.kit_id, settings: { allow_download: true, require_email: record.require_email } },
  }
}

/** A published kit the visitor may open, or NotFound (the same answer for "no such kit" and "not yours"). */
export async function openKit(deps: Deps, by: { slug: string } | { kitId: string }, visitor: Visitor) {
  const record = 'slug' in by ? await publishedBySlug(deps, by.slug) : await publishedById(deps, by.kitId)
  if (!record) throw new NotFoundError(PUBLIC_KIT_MESSAGES.invalidLink)
  const refusal = await passwordRefusal(deps, record, visitor.password, visitor.address)
  return { record, refusal }
}

/**
 * What the public page shows: the kit's published content and the lasting addresses of its files
 * (kit-files.ts), nothing else.
 */
export function publicKit(record: KitRecord): PublicKit {
  const kit = toPressKit(record)
  const assets = kit.assets.map(({ id, kind, originalName, altText, caption, sizes, hash }) => ({
    id,
    kind,
    originalName,
    altText,
    caption,
    sizes: {
      original: { url: kitFileAddress(kit.id, { id, hash }, 'original') },
      ...(sizes.medium ? { medium: { url: kitFileAddress(kit.id, { id, hash }, 'medium') } } : {}),
    },
  }))
  const logo = assets.find((asset) => `asset:${asset.id}` === kit.company.logo)
  return {
    id: kit.id,
    slug: kit.press_kit_web.slug,
    company: {
      name: kit.company.name,
      website: kit.company.website,
      logo_url: logo ? (logo.sizes.medium?.url ?? logo.sizes.original.url) : kit.company.logo_url,
    },
    sections: kit.sections.filter((section) => section.visible),
    branding: kit.branding,
    assets,
    settings: { require_email: kit.settings.require_email, allow_download: true },
    // Only a PDF of the kit as it is now: one made before the founder's latest changes is not handed out.
    has_pdf: pdfIsCurrent(record),
    updated_at: kit.updated_at,
  }
}

/** Crawlers and link previews are not readers: their visits are not counted. */
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|curl|wget|python-requests|go-http-client/i
export const isBot = (userAgent: string | undefined) => !userAgent || BOT.test(userAgent)

/**
 * A view ping: the first ping of a session counts the view (a conditional create, so a repeat or a
 * retry never counts twice); later pings only raise its time on page and scroll depth.
 */
export async function trackView(
  deps: Pick<Deps, 'store' | 'now'>,
  kitId: string,
  ping: { session_id: string; duration: number; scroll_depth: number },
  userAgent: string | undefined,
) {
  if (isBot(userAgent)) return { counted: false }
  const key = { kit_id: kitId, session_id: ping.session_id }
  try {
    await deps.store.kitViews
      .create({
        ...key,
        started_at: deps.now().toISOString(),
        duration: ping.duration,
        scroll_depth: ping.scroll_depth,
      })
      .go()
    await deps.store.pressKits
      .patch({ user_id: await ownerOf(deps, kitId), kit_id: kitId })
      .add({ views: 1 })
      .go()
    return { counted: true }
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
  // Only ever upwards: a late ping with smaller figures leaves the larger ones.
  for (const field of ['duration', 'scroll_depth'] as const) {
    await deps.store.kitViews
      .patch(key)
      .set({ [field]: ping[field] })
      .where((attr, { lt }) => lt(attr[field], ping[field]))
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error
      })
  }
  return { counted: false }
}

async function ownerOf(deps: Pick<Deps, 'store'>, kitId: string) {
  const { data } = await deps.store.pressKits.query.byKitId({ kit_id: kitId }).go()
  if (!data[0]) throw new NotFoundError(PUBLIC_KIT_MESSAGES.invalidLink)
  return data[0].user_id
}

/** A lead: one record an address and kit; a new address counts on the kit once. */
export async function captureLead(
  deps: Pick<Deps, 'store' | 'now'>,
  record: KitRecord,
  lead: {
    email: string
    marketing_consent: boolean
    source: string
    name?: string
    company?: string
    role?: string
  },
  options: { download?: boolean } = {},
) {
  const email = lead.email.trim().toLowerCase()
  const key = { kit_id: record.kit_id, email }
  try {
    await deps.store.kitLeads
      .create({
        ...key,
        name: lead.name,
        company: lead.company,
        role: lead.role,
        marketing_consent: lead.marketing_consent,
        source: lead.source,
        captured_at: deps.now().toISOString(),
        downloads: options.download ? 1 : 0,
      })
      .go()
    await deps.store.pressKits
      .patch({ user_id: record.user_id, kit_id: record.kit_id })
      .add({ leads: 1 })
      .go()
    return { captured: true }
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
  // Known already: what they tell us now is added; consent given once stays given.
  const update = deps.store.kitLeads.patch(key)
  const changes = {
    ...(lead.name ? { name: lead.name } : {}),
    ...(lead.company ? { company: lead.company } : {}),
    ...(lead.role ? { role: lead.role } : {}),
    ...(lead.marketing_consent ? { marketing_consent: true } : {}),
  }
  await (options.download ? update.add({ downloads: 1 }).set(changes) : update.set(changes)).go()
  return { captured: false }
}

async function fileLink(
  deps: Pick<Deps, 'store' | 'blobs' | 'now'>,
  record: KitRecord,
  format: DownloadFormat,
) {
  const name = (record.company as { name: string }).name || 'press-kit'
  if (format === 'pdf') {
    if (!record.pdf_key || !pdfIsCurrent(record)) throw new ValidationError(PUBLIC_KIT_MESSAGES.pdfNotReady)
    return deps.blobs.signedGetUrl(record.pdf_key, {
      seconds: DOWNLOAD_LINK_SECONDS,
      filename: `${name} press kit.pdf`,
    })
  }
  // Made again for each download, so kept only as long as its link: the bucket empties this prefix daily.
  const prefix = `${TEMPORARY_PREFIXES.downloads}${record.user_id}/${record.kit_id}`
  const kit = await presentKit(deps, record)
  if (format === 'web') {
    // The kit as one HTML file that needs nothing else: its images are inside it.
    const images = await inlineImages(deps, record)
    const logo = kit.company.logo.startsWith('asset:') ? images[kit.company.logo.slice(6)] : undefined
    const html = kitHtml(kit, {
      images,
      logo,
      fontFaces: await inlineKitFontFaces(kit.branding.fonts),
      date: deps.now(),
    })
    const key = `${prefix}/kit-${createHash('sha256').update(html).digest('hex').slice(0, 16)}.html`
    await deps.blobs.putText(key, html, 'text/html; charset=utf-8')
    return deps.blobs.signedGetUrl(key, {
      seconds: DOWNLOAD_LINK_SECONDS,
      filename: `${name} press kit.html`,
    })
  }
  // assets: every file the kit has, and its PDF when there is one, in one zip.
  const files: Record<string, Uint8Array> = {}
  for (const asset of record.assets as KitAsset[]) {
    const [original] = assetKeys(record.user_id, record.kit_id, asset.id) as [string]
    const bytes = await deps.blobs.getBytes(original)
    if (!bytes) continue
    let entry = asset.originalName
    for (let n = 2; files[entry]; n++) entry = asset.originalName.replace(/(\.[^.]*)?$/, ` (${n})$1`)
    files[entry] = bytes
  }
  const pdf = record.pdf_key && pdfIsCurrent(record) ? await deps.blobs.getBytes(record.pdf_key) : undefined
  if (pdf) files[`${name} press kit.pdf`] = pdf
  if (Object.keys(files).length === 0) throw new ValidationError(PUBLIC_KIT_MESSAGES.nothingToZip)
  const key = `${prefix}/assets-${record.version}.zip`
  // Loaded here, not with the module: fflate builds its tables when loaded (11 ms of every cold start).
  const { zipSync } = await import('fflate')
  await deps.blobs.putBytes(key, zipSync(files, { level: 0 }), 'application/zip')
  return deps.blobs.signedGetUrl(key, { seconds: DOWNLOAD_LINK_SECONDS, filename: `${name} press kit.zip` })
}

/**
 * A visitor's download: refused without an e-mail when the kit asks for one; with one, the visitor
 * becomes (or already is) a lead. Counted on the kit and recorded for its analytics.
 */
export async function downloadKit(
  deps: Deps,
  record: KitRecord,
  format: DownloadFormat,
  email: string | undefined,
) {
  if (record.require_email && !email) throw new ValidationError(PUBLIC_KIT_MESSAGES.emailNeeded)
  const download_url = await fileLink(deps, record, format)
  if (email)
    await captureLead(
      deps,
      record,
      { email, marketing_consent: false, source: 'kit_download' },
      { download: true },
    )
  const at = deps.now().toISOString()
  await deps.store.kitDownloads
    .create({ kit_id: record.kit_id, download_id: randomUUID(), at, format, email: email?.toLowerCase() })
    .go()
  await deps.store.pressKits
    .patch({ user_id: record.user_id, kit_id: record.kit_id })
    .add({ downloads: 1 })
    .go()
  return { download_url }
}
