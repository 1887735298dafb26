import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { allKitFontFiles, KIT_FONT_PATH } from '../../shared/domain/kit-fonts'

const require = createRequire(import.meta.url)
const pathOf = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`)

/**
 * The kit fonts' files, copied from their @fontsource packages into the build under /kit-fonts/ with
 * their own names (the public page, rendered by the server, names them without the build's hashes), and
 * served from the packages by the dev server. See docs/decisions/035-kit-fonts-and-pdf-layout.md.
 */
export function kitFonts(): Plugin {
  const files = allKitFontFiles()
  const byName = new Map(files.map((file) => [file.file, file]))
  return {
    name: 'kit-fonts',
    configureServer(server) {
      server.middlewares.use(KIT_FONT_PATH, (request, response, next) => {
        const file = byName.get((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '')
        if (!file) return next()
        response.setHeader('content-type', 'font/woff2')
        response.end(readFileSync(pathOf(file.package, file.file)))
      })
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({
          type: 'asset',
          fileName: `${KIT_FONT_PATH.slice(1)}${file.file}`,
          source: readFileSync(pathOf(file.package, file.file)),
        })
    },
  }
}
