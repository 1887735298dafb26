import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const routes = fileURLToPath(new URL('../routes/', import.meta.url))

/** Whether anything a route module imports statically (its own code, transitively) uses TanStack Query. */
async function reachesTanStackQuery(file: string): Promise<boolean> {
  const result = await build({
    entryPoints: [`${routes}${file}`],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    // Dynamic imports load later; only what the screen needs before it shows is followed.
    external: ['react', 'react-dom', 'react-router-dom', '@tanstack/*'],
    logLevel: 'silent',
    // The provider itself imports TanStack Query; the question is whether the screen needs it.
    plugins: [
      {
        name: 'provider-aside',
        setup(b) {
          b.onResolve({ filter: /\/server-state$/ }, (args) => ({ path: args.path, external: true }))
        },
      },
    ],
  })
  return Object.values(result.metafile.outputs).some((output) =>
    output.imports.some((i) => i.path.startsWith('@tanstack/') && i.kind === 'import-statement'),
  )
}

// The pages a visitor lands on stay within their budget of initial JavaScript (issue 15) by not
// loading the cache (docs/decisions/011, "Public first screens").
const PUBLIC_FIRST_SCREENS = ['landing.tsx', 'login.tsx', 'pricing.tsx']

describe('the server-state cache around the screens', () => {
  const files = readdirSync(routes).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))

  it.each(files)('%s renders inside ServerState if and only if it reads server state', async (file) => {
    const source = readFileSync(`${routes}${file}`, 'utf8')
    const rendersProvider = source.includes('<ServerState>')
    const reaches = await reachesTanStackQuery(file)
    if (reaches) expect(rendersProvider, `${file} reads server state outside <ServerState>`).toBe(true)
    else expect(rendersProvider, `${file} loads the cache it never reads`).toBe(false)
  })

  it('keeps TanStack Query off the public first screens', async () => {
    for (const file of PUBLIC_FIRST_SCREENS) expect(await reachesTanStackQuery(file), file).toBe(false)
  })
})
