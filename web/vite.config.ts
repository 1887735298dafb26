import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Two entries: the SPA, and the public kit page's script and style. The kit page is rendered by the
 * server (functions/press-kit/public-page.ts), which names its files without a hash: /kit-page.js and
 * /kit-page.css.
 */
const KIT_PAGE = 'kit-page'

export default defineConfig({
  root,
  plugins: [react()],
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
