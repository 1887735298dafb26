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
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      })
      try {
        const { prerender } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as typeof import('../src/prerender')
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
        for (const page of PRERENDERED_PAGES) {
          const html = prerenderedPage(shell, await prerender(page.path), chunkScripts(manifest, page.screen))
          writeFileSync(join(outDir, page.file), html)
        }
      } finally {
        await server.close()
      }
    },
  }
}

/** The JavaScript of the chunk of the module `source` (as the manifest keys it) and of its static imports. */
export function chunkScripts(manifest: Manifest, source: string): string[] {
  if (!manifest[source])
    throw new Error(`The build has no chunk for ${source}: see web/build/prerendered-pages.ts`)
  const scripts = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(source)
  return [...scripts]
}

/** web/public's script that starts the app once a prerendered page has painted. */
const START_AFTER_PAINT = '/start-after-paint.js'

/**
 * The page: `shell` (the built index.html) with `markup` in its empty #root and the markup's leading
 * <title> in place of the shell's. Nothing but the document and its style sheets comes before the
 * first paint: the shell's module script and preloads give way to START_AFTER_PAINT, which asks for
 * them, and for the screen's `scripts`, once the page is on screen.
 */
export function prerenderedPage(shell: string, markup: string, scripts: string[]): string {
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0]
  if (!title) throw new Error('A prerendered page must start with its <title>')
  const emptyRoot = '<div id="root"></div>'
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1]
  if (!entry || !shell.includes(emptyRoot) || !/<title>[^<]*<\/title>/.test(shell))
    throw new Error(`index.html must have a <title>, a module script and an empty ${emptyRoot}`)
  const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
  const preloaded = [...shell.matchAll(preloads)].map((match) => match[1] as string)
  const later = [...new Set([...preloaded, ...scripts.map((file) => `/${file}`)])].filter(
    (file) => file !== entry,
  )
  return shell
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n/g, '')
    .replace(
      /<script type="module" crossorigin src="[^"]+"><\/script>/,
      () =>
        `<script defer src="${START_AFTER_PAINT}" data-entry="${entry}" data-preload="${later.join(' ')}"></script>`,
    )
    .replace(emptyRoot, () => `<div id="root">${markup.slice(title.length)}</div>`)
}
