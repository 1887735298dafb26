import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { OutputChunk } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'
import { kitFonts } from './build/kit-fonts.js'
import { prerenderPages } from './build/prerender-pages.js'
import { splitReactHookForm } from './build/split-react-hook-form.js'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Two entries: the SPA, and the public kit page's script and style. The kit page is rendered by the
 * server (functions/press-kit/public-page.ts), which names its files without a hash: /kit-page.js and
 * /kit-page.css.
 */
const KIT_PAGE = 'kit-page'
const SPA_ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url))
const KIT_PAGE_SOURCES = fileURLToPath(new URL('src/kit-page/', import.meta.url))
const isShellModule = (id: string) =>
  id !== SPA_ENTRY && !id.startsWith(KIT_PAGE_SOURCES) && !id.endsWith('.html')

/**
 * sonner adds its stylesheet as an inline <style> when it is imported, which the app's
 * Content-Security-Policy (style-src 'self') refuses with a console error; components/ui/toast.tsx
 * imports the same rules as a file instead. Fails the build if sonner stops doing it this way.
 */
const sonnerWithoutInlineStyle: Plugin = {
  name: 'sonner-without-inline-style',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null
    const stripped = code.replace(/^__insertCSS\(.*\);$/m, '')
    if (stripped === code)
      throw new Error('sonner no longer inserts its CSS with __insertCSS: see web/vite.config.ts')
    return { code: stripped, map: null }
  },
}

/**
 * react-router's package points every import at its development build (remix-run/react-router#14102),
 * which keeps its development warnings in a production bundle; the build takes the production build
 * beside it, the same code with them switched off. Dev keeps the warnings.
 */
const reactRouterDist = new URL('dist/production/', import.meta.resolve('react-router/package.json'))
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('index.mjs', reactRouterDist)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('dom-export.mjs', reactRouterDist)) },
]

/**
 * react-router defines Link, NavLink and Form with `React.forwardRef(...)` calls that carry no pure
 * annotation, then names them with `Link.displayName = 'Link'`: either alone makes the bundler keep all
 * three (and Link's framework-mode prefetching) in every screen's first download, though the app's links
 * are components/ui/link.tsx and nothing renders Form. Here its component and context factories are
 * marked pure and the names (seen only in React's developer tools) dropped, so the unused ones go.
 * (Rolldown's `treeshake.propertyWriteSideEffects: false` would drop the names too, but it also drops
 * writes React relies on, `fiber.return = …` among them.) Fails the build if react-router changes this.
 */
function reactRouterUnusedComponents(): Plugin {
  const changed = 'react-router no longer defines its components as expected: see web/vite.config.ts'
  let transformed = false
  return {
    name: 'react-router-unused-components',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null
      if (!/^Link\.displayName = "Link";$/m.test(code)) return null
      const pure = code.replace(
        /(?<!@__PURE__ \*\/ )\bReact\d*\.(?:forwardRef|memo|createContext)\(/g,
        '/* @__PURE__ */ $&',
      )
      const unnamed = pure.replace(/^[A-Za-z]\w*\.displayName = "[^"\n]*";$/gm, '')
      if (pure === code || /^\w+\.displayName\b/m.test(unnamed)) throw new Error(changed)
      transformed = true
      return { code: unnamed, map: null }
    },
    buildEnd(error) {
      if (!error && !transformed) throw new Error(changed)
    },
  }
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) on the shell chunk,
 * whose code (React, the router, the layouts) nearly all runs as the first screen renders: Chrome then
 * compiles its functions on the background thread that streams the script in, rather than one by one on
 * the main thread as each is first called. The comment must open the file, so it is added after
 * everything else the build writes into the chunk (its list of preloaded dependencies above all).
 * Other browsers read a comment. See docs/decisions/023-prerendered-landing-page.md.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
const shellCompileHint: Plugin = {
  name: 'shell-compile-hint',
  apply: 'build',
  // Part of the file's hash, so a file that gains (or loses) the hint is a new file to every cache.
  augmentChunkHash: (chunk) => (chunk.name === 'shell' ? COMPILE_HINT : undefined),
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      const shell = Object.values(bundle).filter(
        (chunk): chunk is OutputChunk => chunk.type === 'chunk' && chunk.name === 'shell',
      )
      if (shell.length !== 1) throw new Error('The build has no single shell chunk: see web/vite.config.ts')
      for (const chunk of shell) chunk.code = `${COMPILE_HINT}\n${chunk.code}`
    },
  },
}

// What the build does for the first screens' download and paint is in docs/decisions/016-login-first-paint.md
// and docs/decisions/023-prerendered-landing-page.md.
export default defineConfig(({ command }) => ({
  root,
  plugins: [
    splitReactHookForm(),
    react(),
    sonnerWithoutInlineStyle,
    reactRouterUnusedComponents(),
    prerenderPages(),
    kitFonts(),
    shellCompileHint,
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads, read by scripts/bench/web-bundles.ts.
    manifest: true,
    // Every browser the build targets but Safari before 17 and Firefox before 115 preloads modules
    // itself; those two fetch the entry's imports once it has loaded instead of beside it.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        [KIT_PAGE]: fileURLToPath(new URL('src/kit-page/main.ts', import.meta.url)),
      },
      output: {
        // What every screen starts with (React, react-router, the layouts, the session) in one chunk beside
        // the entry module: left alone, the bundler cuts what the lazy screens also import into several
        // small chunks, each a request with its own import glue. The HTML entry and main.tsx stay out (the
        // entry chunk is made of them), and so does the public kit page, which loads no framework.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], test: (id) => isShellModule(id) }],
        },
        entryFileNames: (chunk) => (chunk.name === KIT_PAGE ? `${KIT_PAGE}.js` : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) =>
          asset.names.includes(`${KIT_PAGE}.css`) ? `${KIT_PAGE}.css` : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    // `npm run dev:web` beside `npm start`: the embedded stack answers /api on port 3000.
    proxy: { '/api': 'http://localhost:3000', '/kit': 'http://localhost:3000' },
  },
}))
