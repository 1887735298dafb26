import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { allKitFontFiles, KIT_FONT_SOURCES, kitFontFaceCss, kitFontFiles, kitFontStack } from './kit-fonts'
import { KIT_FONTS } from './press-kit'

const require = createRequire(import.meta.url)

describe('the fonts a kit offers', () => {
  it('has a self-hosted source for every font in KIT_FONTS, whose files are all installed', () => {
    expect(Object.keys(KIT_FONT_SOURCES).sort()).toEqual([...KIT_FONTS].sort())
    for (const file of allKitFontFiles())
      expect(existsSync(require.resolve(`@fontsource/${file.package}/files/${file.file}`))).toBe(true)
  })

  it('draws the system fonts by their free counterparts: Georgia as Gelasio, Arial and Helvetica as Arimo, Courier New as Cousine', () => {
    expect(kitFontStack('Georgia')).toBe('"Gelasio", serif')
    expect(kitFontStack('Arial')).toBe('"Arimo", sans-serif')
    expect(kitFontStack('Helvetica')).toBe('"Arimo", sans-serif')
    expect(kitFontStack('Courier New')).toBe('"Cousine", monospace')
    expect(kitFontStack('Source Sans Pro')).toBe('"Source Sans 3", sans-serif')
    expect(kitFontStack('Playfair Display')).toBe('"Playfair Display", serif')
  })

  it('declares each file of the chosen fonts once, bold and italic included, with its subset', () => {
    const css = kitFontFaceCss(['Georgia', 'Georgia', 'Fira Code'], (file) => `/kit-fonts/${file.file}`)
    expect(css.match(/@font-face/g)).toHaveLength(kitFontFiles('Georgia').length + 4)
    expect(css).toContain(
      '@font-face{font-family:"Gelasio";font-style:normal;font-weight:700;font-display:swap;src:url(/kit-fonts/gelasio-latin-700-normal.woff2) format("woff2");unicode-range:U+0000-00FF',
    )
    expect(css).toContain('gelasio-latin-ext-400-italic.woff2')
    expect(css).not.toContain('fira-code-latin-400-italic')
  })
})
