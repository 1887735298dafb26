import { createReadStream, existsSync, statSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

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
 * The built SPA, as CloudFront serves it: files by path, index.html for paths without a file extension
 * (client-side routes, see docs/decisions/001), 404 for a missing file.
 */
export function serveStatic(root: string, path: string, response: ServerResponse) {
  const index = join(root, 'index.html')
  if (!existsSync(index)) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('The web app is not built yet: run `npm run build:web`, or start with `npm start`.\n')
    return
  }
  const candidate = normalize(join(root, safeDecode(path)))
  const inside = candidate.startsWith(root.endsWith(sep) ? root : root + sep)
  if (inside && isFile(candidate)) return send(response, candidate, candidate.includes(`${sep}assets${sep}`))
  if (inside && extname(candidate) === '') return send(response, index, false)
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
  response.end('Not found\n')
}

function send(response: ServerResponse, file: string, immutable: boolean) {
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
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
