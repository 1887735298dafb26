import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Two entries: the SPA, and the public kit page's script and style. The kit page is rendered by the
 * server (functions/press-kit/public-page.ts), which names its files without a hash: /kit-page.js and
 * /kit-page.css.
 */
const KIT_PAGE = 'kit-page'

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

export default defineConfig({
  root,
  plugins: [react(), sonnerWithoutInlineStyle],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads, read by scripts/bench/web-bundles.ts.
    manifest: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        [KIT_PAGE]: fileURLToPath(new URL('src/kit-page/main.ts', import.meta.url)),
      },
      output: {
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
})
