/** The largest file kept from a received message: it is handed back through the API (Lambda's 6 MB). */
export const ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024
/** Files kept from one message; the rest are listed, not kept. */
export const ATTACHMENTS_PER_MESSAGE = 10

export const TOO_LARGE = 'Larger than 4 MB: not kept'
export const TOO_MANY = 'More than 10 files in one message: not kept'
export const NOT_WHAT_IT_SAYS = 'Its contents are not what its name says: not kept'
export const PROGRAM = 'A program: not kept'

/** What the bytes of a program are found to be: never kept, whatever the name says. */
const PROGRAMS = new Set([
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-msi',
  'application/x-sharedlib',
  'application/vnd.microsoft.portable-executable',
  'application/x-executable',
  'application/java-archive',
  'application/x-apple-diskimage',
  'application/vnd.android.package-archive',
])

/** Names that run when opened, on some system or other. */
const PROGRAM_NAME = /\.(exe|com|scr|bat|cmd|msi|dll|js|jse|vbs|vbe|wsf|ps1|jar|app|dmg|apk|sh|lnk|hta)$/i

/** Declared types the bytes may stand for although file-type has no signature for them. */
const TEXTUAL = /^(text\/|application\/(json|xml|csv|rtf|x-vcard|ics)$)/

export interface CheckedFile {
  /** The type the app serves it as: what the bytes are, not what the sender said. */
  contentType: string
  /** Why it is not kept; absent when it is. */
  refused?: string
}

/**
 * What an attached file is by its bytes (file-type's signatures), and whether it is kept: within the
 * size cap, not a program, and not pretending to be something else (a declared image or PDF whose
 * bytes are another thing). A file with no signature is kept as text only when it reads as text;
 * otherwise as plain bytes, which the app only ever offers as a download.
 */
export async function checkAttachment(
  file: { filename: string; declaredType: string; bytes: Uint8Array },
  position: number,
): Promise<CheckedFile> {
  if (position >= ATTACHMENTS_PER_MESSAGE)
    return { contentType: 'application/octet-stream', refused: TOO_MANY }
  if (file.bytes.byteLength > ATTACHMENT_MAX_BYTES)
    return { contentType: 'application/octet-stream', refused: TOO_LARGE }
  if (PROGRAM_NAME.test(file.filename)) return { contentType: 'application/octet-stream', refused: PROGRAM }
  const { fileTypeFromBuffer } = await import('file-type')
  const found = await fileTypeFromBuffer(file.bytes)
  if (found) {
    if (PROGRAMS.has(found.mime)) return { contentType: 'application/octet-stream', refused: PROGRAM }
    const declared = file.declaredType.split('/')[0]
    // A declared picture, film or sound must be one; a PDF must be a PDF.
    if (['image', 'video', 'audio'].includes(declared ?? '') && !found.mime.startsWith(`${declared}/`))
      return { contentType: 'application/octet-stream', refused: NOT_WHAT_IT_SAYS }
    if (file.declaredType === 'application/pdf' && found.mime !== 'application/pdf')
      return { contentType: 'application/octet-stream', refused: NOT_WHAT_IT_SAYS }
    return { contentType: found.mime }
  }
  if (/^(image|video|audio)\//.test(file.declaredType) || file.declaredType === 'application/pdf')
    return { contentType: 'application/octet-stream', refused: NOT_WHAT_IT_SAYS }
  if (readsAsText(file.bytes))
    return { contentType: TEXTUAL.test(file.declaredType) ? plainOf(file.declaredType) : 'text/plain' }
  return { contentType: 'application/octet-stream' }
}

// Served as text, never as markup the browser would run: text/html and the like are shown as text.
const plainOf = (declared: string) => (declared === 'text/csv' ? 'text/csv' : 'text/plain')

function readsAsText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/** A file name safe in a Content-Disposition header and on any disk. */
export function safeFilename(name: string, position: number): string {
  const cleaned = [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c))
    .join('')
    .replace(/["\\/:*?<>|]+/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 150)
  return cleaned || `attachment-${position + 1}`
}
