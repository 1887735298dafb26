import { createHash } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import type { KitAsset, PressKit } from '../../shared/contracts/press-kit'
import type { KitBranding, KitSection } from '../../shared/domain/press-kit'
import { ASSET_PREFIXES } from '../platform/asset-prefixes'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'

/**
 * A stored kit, read: found, shaped for answers, and where its files live. Apart from kits.ts, which
 * writes kits (and sanitizes what the founder wrote), so what only reads them (the public page, the
 * PDF renderer, the send consumer's attachments) does not load the sanitizer.
 */

export type KitRecord = EntityItem<Deps['store']['pressKits']>

export async function kitRecord(deps: Pick<Deps, 'store'>, userId: string, kitId: string, missing: string) {
  const { data } = await deps.store.pressKits.get({ user_id: userId, kit_id: kitId }).go()
  if (!data) throw new NotFoundError(missing)
  return data
}

/** A stored value with its objects' keys in order: the same content always reads the same. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value

/**
 * What a kit's PDF shows, as a hash: its template, visible sections, branding, company and files. The
 * render keeps the hash of the kit it rendered; a change to any of these since makes that PDF outdated.
 */
export const kitContentHash = (record: KitRecord) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        canonical([
          record.template_id,
          (record.sections as KitSection[]).filter((section) => section.visible),
          record.branding,
          record.company,
          record.assets,
        ]),
      ),
    )
    .digest('hex')

/**
 * Whether the kit has a PDF of what it says now (one rendered before a change is outdated). A PDF made
 * before renders kept the hash has none: it is taken as current until the kit's next change, which
 * writes the hash of the kit it was made from (`hashOfEarlierPdf`).
 */
export const pdfIsCurrent = (record: KitRecord) =>
  !!record.pdf_key && (!record.pdf_content_hash || record.pdf_content_hash === kitContentHash(record))

/** For a change to a kit whose PDF has no hash yet: the hash of the kit as it is, before the change. */
export const hashOfEarlierPdf = (record: KitRecord) =>
  record.pdf_key && !record.pdf_content_hash ? { pdf_content_hash: kitContentHash(record) } : {}

/** The kit as answered to its owner: with a short-lived link to its PDF when there is one. */
export async function presentKit(deps: Pick<Deps, 'blobs'>, record: KitRecord): Promise<PressKit> {
  const kit = toPressKit(record)
  const link = (key: string, filename?: string) =>
    deps.blobs.signedGetUrl(key, { seconds: LINK_SECONDS, filename })
  const assets = await Promise.all(
    kit.assets.map(async (asset) => {
      const [original, medium] = assetKeys(record.user_id, record.kit_id, asset.id) as [string, string]
      return {
        ...asset,
        sizes: {
          original: { url: await link(original) },
          ...(asset.sizes.medium ? { medium: { url: await link(medium) } } : {}),
        },
      }
    }),
  )
  const logo = assets.find((asset) => `asset:${asset.id}` === kit.company.logo)
  const company = logo
    ? { ...kit.company, logo_url: logo.sizes.medium?.url ?? logo.sizes.original.url }
    : kit.company
  const pdf = record.pdf_key
    ? await link(record.pdf_key, `${kit.company.name || 'press-kit'} press kit.pdf`)
    : null
  return {
    ...kit,
    company,
    assets,
    customizations: { ...kit.customizations, assets },
    outputs: {
      ...kit.outputs,
      pdf: { download_url: pdf, outdated: !!record.pdf_key && !pdfIsCurrent(record) },
    },
  }
}

/** How long a link to a kit's file works: long enough to use the page, short enough not to be shared. */
const LINK_SECONDS = 900

export function toPressKit(record: KitRecord): PressKit {
  const sections = record.sections as KitSection[]
  const branding = record.branding as KitBranding
  const assets = record.assets as KitAsset[]
  const company = { ...(record.company as Omit<PressKit['company'], 'logo_url'>), logo_url: '' }
  if (!company.logo.startsWith('asset:')) company.logo_url = company.logo
  return {
    id: record.kit_id,
    company_id: record.company_id,
    template_id: record.template_id,
    format: record.format,
    status: record.status,
    sections,
    branding,
    assets,
    company,
    settings: { require_email: record.require_email, has_password: !!record.password_hash },
    published: record.published,
    press_kit_web: {
      slug: record.slug,
      views: record.views,
      downloads: record.downloads,
      leads: record.leads,
    },
    render_error: record.render_error || null,
    version: record.version,
    created_at: record.created_at,
    updated_at: record.updated_at,
    // Spec 1's first-generation view of the same record.
    customizations: { sections, branding, assets },
    outputs: {
      web: { preview_url: `/kit/${record.slug}` },
      pdf: { download_url: null, outdated: false },
    },
  }
}

/** Where a kit's files live in the bucket: under their owner, so a key names its tenant. */
export const kitPrefix = (userId: string, kitId: string) => `${ASSET_PREFIXES.kits}${userId}/${kitId}`
export const assetKeys = (userId: string, kitId: string, assetId: string) => [
  `${kitPrefix(userId, kitId)}/assets/${assetId}/original`,
  `${kitPrefix(userId, kitId)}/assets/${assetId}/medium`,
]
