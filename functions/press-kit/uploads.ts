import { ValidationError } from '../platform/errors'

// busboy, file-type and sanitize-html are imported by the upload that needs them, not with the module:
// in AWS they are installed beside the press kit function rather than bundled, so the requests that
// upload nothing do not load them (decision 014).

/** Per file: what one API request carries to a Lambda (6 MB, less the base64 of the upload) with room. */
export const MAX_ASSET_BYTES = 4 * 1024 * 1024
export const ASSET_FIELD = 'assets'

export interface UploadedFile {
  name: string
  data: Buffer
}

export interface CheckedFile extends UploadedFile {
  kind: 'image' | 'pdf'
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml' | 'application/pdf'
}

const displayName = (name: string) => name.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 120) || 'file'

/** The files of a multipart/form-data body's `assets` field; any other field or an oversized file is refused. */
export async function readMultipart(
  body: Buffer,
  contentType: string | undefined,
  maxFiles: number,
): Promise<UploadedFile[]> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data'))
    throw new ValidationError('Upload the files as multipart/form-data in the field "assets"')
  const { default: busboy } = await import('busboy')
  let parser: ReturnType<typeof busboy>
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: maxFiles, fileSize: MAX_ASSET_BYTES, fields: 0, parts: maxFiles },
    })
  } catch {
    // busboy refuses a content type it cannot split (no boundary) as it starts.
    throw new ValidationError('The upload is not valid multipart/form-data')
  }
  return new Promise((resolve, reject) => {
    const files: UploadedFile[] = []
    let failure: Error | undefined
    parser.on('file', (field, stream, info) => {
      const name = displayName(info.filename ?? 'file')
      if (field !== ASSET_FIELD) {
        failure ??= new ValidationError(`Files go in the field "${ASSET_FIELD}"`)
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => {
        failure ??= new ValidationError(`${name} is over ${MAX_ASSET_BYTES / 1024 / 1024} MB`)
      })
      stream.on('end', () => files.push({ name, data: Buffer.concat(chunks) }))
    })
    parser.on('filesLimit', () => {
      failure ??= new ValidationError(`A kit holds at most ${maxFiles} more asset(s)`)
    })
    parser.on('fieldsLimit', () => {
      failure ??= new ValidationError(`Only files go in the upload, in the field "${ASSET_FIELD}"`)
    })
    parser.on('error', () => reject(new ValidationError('The upload is not valid multipart/form-data')))
    parser.on('close', () => (failure ? reject(failure) : resolve(files)))
    parser.end(body)
  })
}

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'title',
  'desc',
]
const SVG_ATTRIBUTES = [
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'clip-path',
  'clip-rule',
  'id',
  'xmlns',
  'version',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'preserveAspectRatio',
]

/**
 * An SVG with only drawing in it: no script, no event handler, no foreignObject, no link, no style, no
 * reference outside the file (url(#id) fills stay). Case is kept: SVG's names are camelCase.
 */
export async function sanitizeSvg(svg: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html')
  const clean = sanitizeHtml(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    nonTextTags: ['script', 'style', 'foreignObject'],
    exclusiveFilter: (frame) =>
      Object.values(frame.attribs).some((value) => /url\(\s*['"]?(?!#)/i.test(value)),
  })
  return clean.trim()
}

const looksLikeSvg = (data: Buffer) =>
  /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(
    data.subarray(0, 4096).toString('utf8'),
  )

/**
 * What a file is, read from its bytes: its name and declared type say nothing (an executable renamed
 * logo.png is refused). Images (PNG, JPEG, WebP, SVG) and PDFs only; an SVG is sanitised.
 */
export async function checkFile(file: UploadedFile): Promise<CheckedFile> {
  const { fileTypeFromBuffer } = await import('file-type')
  const sniffed = await fileTypeFromBuffer(file.data)
  switch (sniffed?.mime) {
    case 'image/png':
    case 'image/jpeg':
    case 'image/webp':
      return { ...file, kind: 'image', contentType: sniffed.mime }
    case 'application/pdf':
      return { ...file, kind: 'pdf', contentType: 'application/pdf' }
  }
  if (!sniffed && looksLikeSvg(file.data)) {
    const svg = await sanitizeSvg(file.data.toString('utf8'))
    if (svg.startsWith('<svg'))
      return { ...file, data: Buffer.from(svg), kind: 'image', contentType: 'image/svg+xml' }
  }
  throw new ValidationError(`${file.name} is not an image (PNG, JPEG, WebP, SVG) or a PDF`)
}
