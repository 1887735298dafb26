import type { KitAsset } from '../../shared/contracts/press-kit'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { assetKeys, type KitRecord } from './kit-records'

/**
 * A published kit's files at lasting addresses of the app (`/kit/files/...`, behind CloudFront's cache),
 * instead of links that expire under a journalist who reads slowly. An address names the kit, the asset
 * and its content's hash: a new file is a new asset with a new address, so an answer can be cached for
 * a year and never goes stale.
 */
export const KIT_FILE_SIZES = ['original', 'medium'] as const
export type KitFileSize = (typeof KIT_FILE_SIZES)[number]

/** Cached for a year: the bytes behind an address never change. */
const YEAR_SECONDS = 365 * 24 * 60 * 60
const EDGE_SECONDS = 24 * 60 * 60

/** What names an asset's content in its address; an asset stored before hashes were kept, its id. */
const versionOf = (asset: Pick<KitAsset, 'id' | 'hash'>) =>
  asset.hash ?? asset.id.replace(/-/g, '').slice(0, 16)

export const kitFileAddress = (
  kitId: string,
  asset: Pick<KitAsset, 'id' | 'hash'>,
  size: KitFileSize,
): string =>
  `/kit/files/${encodeURIComponent(kitId)}/${encodeURIComponent(asset.id)}/${versionOf(asset)}/${size}`

/** One file of a published kit; anything else (unpublished, removed, another version) is 404. */
export async function kitFile(
  deps: Pick<Deps, 'store' | 'blobs'>,
  address: { kitId: string; assetId: string; version: string; size: KitFileSize },
) {
  const missing = new NotFoundError('File not found')
  // A kit by its id alone (gsi2: KIT#<id>); only a published one serves its files.
  const { data } = await deps.store.pressKits.query.byKitId({ kit_id: address.kitId }).go()
  const record = data[0] as KitRecord | undefined
  if (!record?.published) throw missing
  const asset = (record.assets as KitAsset[]).find((a) => a.id === address.assetId)
  if (!asset || versionOf(asset) !== address.version) throw missing
  if (address.size === 'medium' && !asset.sizes.medium) throw missing
  const [original, medium] = assetKeys(record.user_id, record.kit_id, asset.id) as [string, string]
  const bytes = await deps.blobs.getBytes(address.size === 'medium' ? medium : original)
  if (!bytes) throw missing
  return {
    bytes,
    contentType: address.size === 'medium' ? 'image/webp' : asset.contentType,
    // A browser keeps a file for a year; the edge for a day, so a kit unpublished or a file removed
    // stops being served by CloudFront within one. A protected kit's files stay out of shared caches.
    cacheControl: record.password_hash
      ? `private, max-age=${YEAR_SECONDS}, immutable`
      : `public, max-age=${YEAR_SECONDS}, s-maxage=${EDGE_SECONDS}, immutable`,
  }
}
