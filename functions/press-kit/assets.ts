import { createHash, randomUUID } from 'node:crypto'
import type { KitAsset } from '../../shared/contracts/press-kit'
import { KIT_ASSET_LIMIT, KIT_MESSAGES } from '../../shared/domain/press-kit'
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'
import { assetKeys, hashOfEarlierPdf, kitRecord, presentKit } from './kit-records'
import { type CheckedFile, checkFile, readMultipart } from './uploads'

type AssetDeps = Pick<Deps, 'store' | 'blobs' | 'now'>

const KIT_CHANGED = 'The kit changed meanwhile: try again'

/** The width of the medium size: sharp on a phone, light in a PDF. */
const MEDIUM_WIDTH = 1200

/** A raster image's medium size, as WebP; vectors and PDFs have none. */
async function mediumOf(file: CheckedFile): Promise<Buffer | undefined> {
  if (file.kind !== 'image' || file.contentType === 'image/svg+xml') return undefined
  // Loaded on upload only (a native module; see infra/aws/constructs/app-function.ts). Where it is not
  // installed, the original is kept and shown alone rather than the upload refused.
  const sharp = await import('sharp').then(
    (module) => module.default,
    (error: unknown) => {
      logger.warn('sharp is not available: no medium size', { error: String(error) })
      return undefined
    },
  )
  if (!sharp) return undefined
  try {
    return await sharp(file.data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MEDIUM_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
  } catch {
    throw new ValidationError(`${file.name} could not be read as an image`)
  }
}

/**
 * Adds uploaded files to a kit: each checked by its content, stored under its owner with a medium size
 * for images, then recorded on the kit (conditional on the kit's version, so two uploads at once cannot
 * drop each other's files or pass the limit together).
 */
export async function uploadAssets(
  deps: AssetDeps,
  userId: string,
  kitId: string,
  body: Buffer,
  contentType: string | undefined,
) {
  const record = await kitRecord(deps, userId, kitId, KIT_MESSAGES.mustExist)
  const existing = record.assets as KitAsset[]
  const room = KIT_ASSET_LIMIT - existing.length
  if (room <= 0) throw new ValidationError(`A kit holds at most ${KIT_ASSET_LIMIT} assets`)
  const files = await readMultipart(body, contentType, room)
  if (files.length === 0) throw new ValidationError('Choose at least one file to upload')
  const checked = await Promise.all(files.map(checkFile))
  const added: KitAsset[] = []
  for (const file of checked) {
    const id = randomUUID()
    const [originalKey, mediumKey] = assetKeys(userId, kitId, id) as [string, string]
    const medium = await mediumOf(file)
    await deps.blobs.putBytes(originalKey, file.data, file.contentType)
    if (medium) await deps.blobs.putBytes(mediumKey, medium, 'image/webp')
    added.push({
      id,
      kind: file.kind,
      originalName: file.name,
      contentType: file.contentType,
      bytes: file.data.length,
      altText: '',
      caption: '',
      sizes: { original: { url: '' }, ...(medium ? { medium: { url: '' } } : {}) },
      hash: createHash('sha256').update(file.data).digest('hex').slice(0, 16),
    })
  }
  const saved = await deps.store.pressKits
    .patch({ user_id: userId, kit_id: kitId })
    .set({
      assets: [...existing, ...added],
      ...hashOfEarlierPdf(record),
      version: record.version + 1,
      updated_at: deps.now().toISOString(),
    })
    .where((attr, { eq }) => eq(attr.version, record.version))
    .go({ response: 'all_new' })
    .catch(async (error: unknown) => {
      await Promise.all(
        added.flatMap((asset) => assetKeys(userId, kitId, asset.id)).map((key) => deps.blobs.delete(key)),
      )
      throw isConditionFailure(error) ? new ConflictError(KIT_CHANGED) : error
    })
  return (await presentKit(deps, saved.data as typeof record)).assets
}

/** Removes one asset and its files. */
export async function removeAsset(deps: AssetDeps, userId: string, kitId: string, assetId: string) {
  const record = await kitRecord(deps, userId, kitId, KIT_MESSAGES.mustExist)
  const assets = record.assets as KitAsset[]
  if (!assets.some((asset) => asset.id === assetId)) throw new NotFoundError('Asset not found')
  const { data } = await deps.store.pressKits
    .patch({ user_id: userId, kit_id: kitId })
    .set({
      assets: assets.filter((asset) => asset.id !== assetId),
      ...hashOfEarlierPdf(record),
      version: record.version + 1,
      updated_at: deps.now().toISOString(),
    })
    .where((attr, { eq }) => eq(attr.version, record.version))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new ConflictError(KIT_CHANGED) : error
    })
  await Promise.all(assetKeys(userId, kitId, assetId).map((key) => deps.blobs.delete(key)))
  return (await presentKit(deps, data as typeof record)).assets
}
