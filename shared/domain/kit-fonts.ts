import type { KitFont } from './press-kit'

/**
 * Where each font a kit offers comes from: an @fontsource package, self-hosted, so the builder's Live
 * Preview, the public page and the PDF draw the same letters (decision 035). Fonts that are a system's
 * own (Georgia, Arial, Helvetica, Courier New) and may not be shipped are drawn by their metric-compatible
 * free counterparts; Source Sans Pro by its successor.
 */
export interface KitFontSource {
  /** The family its files declare, and the name the page's CSS uses. */
  family: string
  /** Its package under @fontsource/. */
  package: string
  generic: 'serif' | 'sans-serif' | 'monospace'
  /** Whether the package has italic files. */
  italic: boolean
}

const sans = (family: string, pkg: string): KitFontSource => ({
  family,
  package: pkg,
  generic: 'sans-serif',
  italic: true,
})
const serif = (family: string, pkg: string): KitFontSource => ({ ...sans(family, pkg), generic: 'serif' })
const mono = (family: string, pkg: string, italic = true): KitFontSource => ({
  ...sans(family, pkg),
  generic: 'monospace',
  italic,
})

export const KIT_FONT_SOURCES: Record<KitFont, KitFontSource> = {
  Inter: sans('Inter', 'inter'),
  Georgia: serif('Gelasio', 'gelasio'),
  Helvetica: sans('Arimo', 'arimo'),
  Arial: sans('Arimo', 'arimo'),
  Merriweather: serif('Merriweather', 'merriweather'),
  'Playfair Display': serif('Playfair Display', 'playfair-display'),
  Roboto: sans('Roboto', 'roboto'),
  'Source Sans Pro': sans('Source Sans 3', 'source-sans-3'),
  'Fira Code': mono('Fira Code', 'fira-code', false),
  'JetBrains Mono': mono('JetBrains Mono', 'jetbrains-mono'),
  'Courier New': mono('Cousine', 'cousine'),
}

/** The characters of each subset shipped, as @fontsource declares them: Western and Central European. */
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const

export interface KitFontFile {
  family: string
  package: string
  /** The file's name in the package's files/ folder, and under /kit-fonts/ on the site. */
  file: string
  weight: 400 | 700
  style: 'normal' | 'italic'
  unicodeRange: string
}

/** Where the web build puts the font files (web/build/kit-fonts.js), for the public page and the builder. */
export const KIT_FONT_PATH = '/kit-fonts/'

/** The files of one font: regular and bold, upright and italic where it has them, two subsets each. */
export function kitFontFiles(font: KitFont): KitFontFile[] {
  const source = KIT_FONT_SOURCES[font]
  const styles = source.italic ? (['normal', 'italic'] as const) : (['normal'] as const)
  return Object.entries(SUBSETS).flatMap(([subset, unicodeRange]) =>
    ([400, 700] as const).flatMap((weight) =>
      styles.map((style) => ({
        family: source.family,
        package: source.package,
        file: `${source.package}-${subset}-${weight}-${style}.woff2`,
        weight,
        style,
        unicodeRange,
      })),
    ),
  )
}

/** Every file of every font offered, once: what the web build copies. */
export function allKitFontFiles(): KitFontFile[] {
  const files = new Map<string, KitFontFile>()
  for (const font of Object.keys(KIT_FONT_SOURCES) as KitFont[])
    for (const file of kitFontFiles(font)) files.set(file.file, file)
  return [...files.values()]
}

/** A kit font as a CSS font-family value: its self-hosted family, then its kind. */
export const kitFontStack = (font: KitFont) => {
  const source = KIT_FONT_SOURCES[font]
  return `"${source.family}", ${source.generic}`
}

/**
 * The @font-face rules of the fonts a kit uses, each file at `url(file)` (a path on the site, or a data
 * URL where nothing may be fetched). A browser downloads only the files the page's text needs.
 */
export function kitFontFaceCss(fonts: readonly KitFont[], url: (file: KitFontFile) => string): string {
  const files = new Map<string, KitFontFile>()
  for (const font of fonts) for (const file of kitFontFiles(font)) files.set(file.file, file)
  return [...files.values()]
    .map(
      (file) =>
        `@font-face{font-family:"${file.family}";font-style:${file.style};font-weight:${file.weight};font-display:swap;src:url(${url(file)}) format("woff2");unicode-range:${file.unicodeRange}}`,
    )
    .join('')
}
