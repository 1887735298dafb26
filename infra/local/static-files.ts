import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type Encoding, pickEncoding } from '../../functions/platform/compression'
import { PRERENDERED_REWRITES } from '../../web/build/prerendered-pages'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * The built SPA, as CloudFront serves it: the prerendered pages' rewrites (the landing page at /, see
 * web/build/prerendered-pages.ts), files by path,
 * index.html for other paths without a file extension (client-side routes, see docs/decisions/001),
 * 404 for a missing file.
 */
export function serveStatic(root: string, path: string, response: ServerResponse, acceptEncoding = '') {
  const index = join(root, 'index.html')
  if (!existsSync(index)) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('The web app is not built yet: run `npm run build:web`, or start with `npm start`.\n')
    return
  }
  const candidate = normalize(join(root, safeDecode(path)))
  // Hidden files (the build's .vite/manifest.json, which lists source paths) are the build's, not the
  // site's; the CDK app leaves them out of the bucket too (web-stack.ts).
  const inside =
    candidate.startsWith(root.endsWith(sep) ? root : root + sep) &&
    !candidate
      .slice(root.length)
      .split(sep)
      .some((part) => part.startsWith('.'))
  const encoding = pickEncoding(acceptEncoding)
  const rewritten = Object.hasOwn(PRERENDERED_REWRITES, path)
    ? join(root, PRERENDERED_REWRITES[path] ?? '')
    : ''
  if (rewritten && isFile(rewritten)) return send(response, rewritten, false, encoding)
  if (inside && isFile(candidate))
    return send(response, candidate, candidate.includes(`${sep}assets${sep}`), encoding)
  if (inside && extname(candidate) === '') return send(response, index, false, encoding)
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
  response.end('Not found\n')
}

/** Text compresses; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt'])

/** Compressed once per file version (path and modification time), then served from memory. */
const compressed = new Map<string, Buffer>()

function compress(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`
  let body = compressed.get(key)
  if (!body) {
    const raw = readFileSync(file)
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 })
    compressed.set(key, body)
  }
  return body
}

function send(response: ServerResponse, file: string, immutable: boolean, encoding: Encoding | undefined) {
  const headers = {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  }
  if (encoding && COMPRESSIBLE.has(extname(file))) {
    const body = compress(file, encoding)
    response.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length })
    response.end(body)
    return
  }
  response.writeHead(200, headers)
  createReadStream(file).pipe(response)
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

function isFile(path: string) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
