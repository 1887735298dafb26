import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const FUNCTIONS = dirname(new URL(import.meta.url).pathname)

/** The outer layers: what builds the adapters and hosts the use cases, never imported by them. */
const OUTER = [
  'adapters',
  'http',
  'jobs',
  'platform/container.ts',
  'platform/wiring',
  'platform/environment-deps.ts',
]
/** The inner ones, which use cases, ports and the store are. */
const INNER = ['adapters', 'http', 'jobs', 'platform', 'ports', 'store'].map((dir) => `${dir}/`)

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Each relative import of a file, as a path under functions/. */
function importsOf(file: string) {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map(([, spec]) =>
    relative(FUNCTIONS, resolve(dirname(file), spec ?? '')),
  )
}

describe('the layers of functions/', () => {
  it('use cases, ports and the store import ports, the store, errors and the toolbox, never the wiring, adapters or hosts', () => {
    const inward = sources(FUNCTIONS).filter((file) => {
      const path = relative(FUNCTIONS, file)
      return (
        !INNER.some((dir) => path.startsWith(dir)) || path.startsWith('ports/') || path.startsWith('store/')
      )
    })
    expect(inward.length).toBeGreaterThan(50)
    const outward = inward.flatMap((file) =>
      importsOf(file)
        .filter((target) =>
          OUTER.some((outer) => target === outer.replace(/\.ts$/, '') || target.startsWith(`${outer}/`)),
        )
        .map((target) => `${relative(FUNCTIONS, file)} -> ${target}`),
    )
    expect(outward).toEqual([])
  })
})
