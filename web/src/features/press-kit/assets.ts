import { KIT_ASSET_LIMIT } from '../../../../shared/domain/press-kit'

/**
 * What the assets route takes: images and PDFs of at most 4 MB each (functions/press-kit/uploads.ts: one
 * request must fit a Lambda's 6 MB payload once base64-encoded). The server checks the bytes themselves.
 */
export const ASSET_MAX_BYTES = 4 * 1024 * 1024
export const ASSET_ACCEPT =
  '.png,.jpg,.jpeg,.webp,.svg,.pdf,image/png,image/jpeg,image/webp,image/svg+xml,application/pdf'
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf']
const EXTENSIONS = /\.(png|jpe?g|webp|svg|pdf)$/i

export interface PickedFile {
  name: string
  size: number
  type: string
}

export interface UploadCheck<F extends PickedFile> {
  accepted: F[]
  /** Why a file was left out, one sentence each. */
  refused: string[]
}

/**
 * The files of one pick that may go up: of a kind the kit takes, within the size limit, and no more than
 * the room left under the 20-file limit (the first ones picked win).
 */
export function checkUpload<F extends PickedFile>(files: readonly F[], existing: number): UploadCheck<F> {
  const refused: string[] = []
  const fitting = files.filter((file) => {
    if (!TYPES.includes(file.type) && !EXTENSIONS.test(file.name)) {
      refused.push(`${file.name} is not a PNG, JPEG, WebP, SVG or PDF file`)
      return false
    }
    if (file.size > ASSET_MAX_BYTES) {
      refused.push(`${file.name} is larger than 4 MB`)
      return false
    }
    return true
  })
  const room = Math.max(0, KIT_ASSET_LIMIT - existing)
  if (fitting.length > room) {
    refused.push(
      room === 0
        ? `A press kit holds at most ${KIT_ASSET_LIMIT} files: remove one to add another`
        : `A press kit holds at most ${KIT_ASSET_LIMIT} files: only the first ${room} were added`,
    )
  }
  return { accepted: fitting.slice(0, room), refused }
}

/**
 * The accepted files as requests of at most `maxBytes` together (one file each when large), in the order
 * picked: several files in one request must still fit the API's payload limit.
 */
export function uploadBatches<F extends PickedFile>(files: readonly F[], maxBytes = ASSET_MAX_BYTES): F[][] {
  const batches: F[][] = []
  let current: F[] = []
  let size = 0
  for (const file of files) {
    if (current.length > 0 && size + file.size > maxBytes) {
      batches.push(current)
      current = []
      size = 0
    }
    current.push(file)
    size += file.size
  }
  if (current.length > 0) batches.push(current)
  return batches
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/**
 * Whether an image link may be drawn in the app without a Content-Security-Policy violation
 * (infra/security-headers.ts): the app's own origin, data: images, https anywhere, and the file store's
 * own links (an asset's presigned link, http on the embedded stack). A founder's http:// logo is not drawn.
 */
export function drawableImage(url: string | undefined, origin: string, fromFileStore = false): boolean {
  if (!url) return false
  if (url.startsWith('data:image/')) return true
  try {
    const parsed = new URL(url, origin)
    if (parsed.origin === origin || parsed.protocol === 'https:') return true
    return fromFileStore && parsed.protocol === 'http:'
  } catch {
    return false
  }
}
