import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const routes = fileURLToPath(new URL('../routes/', import.meta.url))

/** Error boundaries reset thrown query errors through these; they need no client. */
const WITHOUT_CLIENT = new Set(['QueryErrorResetBoundary', 'useQueryErrorResetBoundary'])

/**
 * Whether anything a module imports statically (its own code, transitively) reads server state: uses
 * from TanStack Query anything but the error-reset boundary.
 */
async function reachesTanStackQuery(file: string): Promise<boolean> {
  const result = await build({
    entryPoints: [file.startsWith('/') ? file : `${routes}${file}`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    external: ['react', 'react-dom', 'react-router-dom', '@tanstack/*'],
    logLevel: 'silent',
    // The provider itself imports TanStack Query; the question is whether the screen needs it.
    plugins: [
      {
        name: 'provider-aside',
        setup(b) {
          b.onResolve({ filter: /\/server-state$/ }, (args) => ({ path: args.path, external: true }))
          // Dynamic imports load later; only what the screen needs before it shows is followed.
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          )
        },
      },
    ],
  })
  const code = result.outputFiles?.map((output) => output.text).join('\n') ?? ''
  const imported = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@tanstack\/[^"]+"/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''),
  )
  if (/import\s*(\*|\w+)[^{]*from\s*"@tanstack\//.test(code)) return true
  return imported.some((name) => name && !WITHOUT_CLIENT.has(name))
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

  it('keeps TanStack Query out of the app shell (layouts, navigation, session), which renders outside it', async () => {
    expect(await reachesTanStackQuery(fileURLToPath(new URL('../app.tsx', import.meta.url)))).toBe(false)
  })

  it('keeps TanStack Query off the public first screens', async () => {
    for (const file of PUBLIC_FIRST_SCREENS) expect(await reachesTanStackQuery(file), file).toBe(false)
  })
})
