import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createServer, type Manifest, type Plugin } from 'vite'
import { PRERENDERED_PAGES } from './prerendered-pages'

/**
 * After the build, writes each of PRERENDERED_PAGES: the built index.html with the page's markup in
 * #root, which paints before any of the app's scripts is asked for (see prerenderedPage). The markup
 * is the app's own first render of the page (web/src/prerender.tsx), made by Vite's server-side module
 * loading of the same sources. See docs/decisions/023-prerendered-landing-page.md.
 */
export function prerenderPages(): Plugin {
  let root = ''
  let outDir = ''
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle(error) {
      if (error) return
      // Only for loading modules: no file watching, and no dependency optimizer (it would pre-bundle the
      // whole app into node_modules/.vite on every build). Without the build's plugins: they shape the
      // client's chunks (vite.config.ts), not what a component renders.
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      })
      try {
        const { prerender } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as typeof import('../src/prerender')
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
        for (const page of PRERENDERED_PAGES) {
          const html = prerenderedPage(shell, await prerender(page.path), chunkFiles(manifest, page.screen))
          writeFileSync(join(outDir, page.file), html)
        }
      } finally {
        await server.close()
      }
    },
  }
}

export interface ChunkFiles {
  /** The chunk's JavaScript and that of its static imports, as the build names them (assets/…). */
  scripts: string[]
  /** Their style sheets. */
  stylesheets: string[]
}

/** What the chunk of the module `source` (as the manifest keys it) loads with it. */
export function chunkFiles(manifest: Manifest, source: string): ChunkFiles {
  if (!manifest[source])
    throw new Error(`The build has no chunk for ${source}: see web/build/prerendered-pages.ts`)
  const scripts = new Set<string>()
  const stylesheets = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const sheet of chunk.css ?? []) stylesheets.add(sheet)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(source)
  return { scripts: [...scripts], stylesheets: [...stylesheets] }
}

/** web/public's script that starts the app once a prerendered page has painted. */
const START_AFTER_PAINT = '/start-after-paint.js'

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g

/**
 * The page: `shell` (the built index.html) with `markup` in its empty #root and the markup's leading
 * <title> in place of the shell's. Nothing but the document and its style sheets comes before the
 * first paint: the shell's module script and preloads give way to START_AFTER_PAINT, which asks for
 * them, and for the screen's `scripts` and `stylesheets`, once the page is on screen.
 */
export function prerenderedPage(shell: string, markup: string, screen: ChunkFiles): string {
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0]
  if (!title) throw new Error('A prerendered page must start with its <title>')
  // renderToString writes a Suspense boundary's fallback where something under it was not ready.
  if (/<!--\$[?!]/.test(markup))
    throw new Error('A prerendered page must render whole, with nothing left loading')
  const emptyRoot = '<div id="root"></div>'
  const entry = MODULE_SCRIPT.exec(shell)?.[1]
  if (!entry || !shell.includes(emptyRoot) || !/<title>[^<]*<\/title>/.test(shell))
    throw new Error(`index.html must have a <title>, a module script and an empty ${emptyRoot}`)
  const preloaded = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const scripts = [...new Set([...preloaded, ...screen.scripts.map((file) => `/${file}`)])]
  const stylesheets = screen.stylesheets
    .map((file) => `/${file}`)
    .filter((file) => !shell.includes(`"${file}"`))
  const page = shell
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(MODULE_PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      () =>
        `<script defer src="${START_AFTER_PAINT}" data-entry="${entry}"` +
        ` data-preload="${scripts.filter((file) => file !== entry).join(' ')}"` +
        ` data-styles="${stylesheets.join(' ')}"></script>`,
    )
    .replace(emptyRoot, () => `<div id="root">${markup.slice(title.length)}</div>`)
  if (/modulepreload|type="module"/.test(page))
    throw new Error('index.html loads a script in a way prerenderedPage does not know: see its first paint')
  return page
}
