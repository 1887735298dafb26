// Adds to package-lock.json the entries of Biome's other-platform binaries that npm leaves out when the
// registry it reaches does not serve them, so that `npm ci` accepts the lock on every platform. The
// entries carry no integrity: npm checks what it downloads on the platform that needs it.
// Run after `npm install` changes Biome's version: node scripts/complete-lock.mjs
import fs from 'node:fs'

const PLATFORMS = {
  'cli-android-arm64': { os: 'android', cpu: 'arm64' },
  'cli-android-x64': { os: 'android', cpu: 'x64' },
  'cli-darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'cli-darwin-x64': { os: 'darwin', cpu: 'x64' },
  'cli-linux-arm64': { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  'cli-linux-arm64-musl': { os: 'linux', cpu: 'arm64', libc: 'musl' },
  'cli-linux-x64': { os: 'linux', cpu: 'x64', libc: 'glibc' },
  'cli-linux-x64-musl': { os: 'linux', cpu: 'x64', libc: 'musl' },
  'cli-win32-arm64': { os: 'win32', cpu: 'arm64' },
  'cli-win32-x64': { os: 'win32', cpu: 'x64' },
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const biome = lock.packages['node_modules/@biomejs/biome']
let added = 0
for (const [name, { os, cpu, libc }] of Object.entries(PLATFORMS)) {
  const key = `node_modules/@biomejs/${name}`
  if (lock.packages[key]) continue
  lock.packages[key] = {
    version: biome.optionalDependencies[`@biomejs/${name}`],
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: biome.license,
    optional: true,
    os: [os],
    engines: biome.engines,
  }
  added += 1
}
const byPath = Object.keys(lock.packages).sort((a, b) =>
  a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
)
lock.packages = Object.fromEntries(byPath.map((key) => [key, lock.packages[key]]))
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lock: ${added} entr${added === 1 ? 'y' : 'ies'} added`)
