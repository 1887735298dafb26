import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { kitFontFaceCss, kitFontFiles } from '../../shared/domain/kit-fonts'
import type { KitBranding, KitFont } from '../../shared/domain/press-kit'

const require = createRequire(import.meta.url)

/** The @fontsource packages a function that inlines kit fonts installs beside its bundle. */
export const KIT_FONT_PACKAGES = [
  '@fontsource/inter',
  '@fontsource/gelasio',
  '@fontsource/arimo',
  '@fontsource/merriweather',
  '@fontsource/playfair-display',
  '@fontsource/roboto',
  '@fontsource/source-sans-3',
  '@fontsource/fira-code',
  '@fontsource/jetbrains-mono',
  '@fontsource/cousine',
]

// Read once a process: the same few files serve every render.
const dataUrls = new Map<string, Promise<string>>()
const dataUrl = (pkg: string, file: string) => {
  const known = dataUrls.get(file)
  if (known) return known
  const made = readFile(require.resolve(`@fontsource/${pkg}/files/${file}`)).then(
    (bytes) => `data:font/woff2;base64,${bytes.toString('base64')}`,
  )
  dataUrls.set(file, made)
  return made
}

/**
 * The @font-face rules of a kit's fonts with their files inside, for what is made without a network:
 * the PDF (Chromium embeds the glyphs it draws) and the single-file HTML download.
 */
export async function inlineKitFontFaces(fonts: KitBranding['fonts']): Promise<string> {
  const chosen: KitFont[] = [fonts.heading, fonts.body, fonts.mono]
  const urls = new Map<string, string>()
  for (const font of chosen)
    for (const file of kitFontFiles(font)) urls.set(file.file, await dataUrl(file.package, file.file))
  return kitFontFaceCss(chosen, (file) => urls.get(file.file) ?? '')
}
