// npm run bench:web-bundles: the JavaScript a browser downloads before each screen shows, gzipped: the
// entry chunk, the route's own chunk and everything either imports statically (a lazy import loads
// later and is not counted). Reads the manifest of the last `npm run build:web` (web/dist/.vite/
// manifest.json); `--dist <dir>` reads another build, `--json` prints the table as JSON.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const args = process.argv.slice(2)
const distFlag = args.indexOf('--dist')
const dist = (distFlag >= 0 && args[distFlag + 1]) || 'web/dist'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest

/** A chunk and every chunk it imports statically, transitively: what loads with it. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into)
  return into
}

const gzipped = new Map<string, number>()
function gzipSize(key: string): number {
  const file = manifest[key]?.file
  if (!file) throw new Error(`${key} is not in the manifest`)
  let size = gzipped.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
    gzipped.set(file, size)
  }
  return size
}

const entry = staticClosure('index.html')
const routes = Object.keys(manifest)
  .filter((key) => key.startsWith('src/routes/'))
  .sort()
const rows = [{ route: '(entry only)', chunks: entry.size, kB: kB([...entry]) }]
for (const route of routes) {
  const chunks = staticClosure(route, new Set(entry))
  rows.push({ route: route.replace(/^src\/routes\/|\.tsx?$/g, ''), chunks: chunks.size, kB: kB([...chunks]) })
}

function kB(keys: string[]) {
  return Math.round(keys.reduce((sum, key) => sum + gzipSize(key), 0) / 102.4) / 10
}

if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2))
else console.table(rows)
