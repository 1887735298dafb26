import { useEffect } from 'react'
import { KIT_FONT_PATH, kitFontFiles } from '../../../../shared/domain/kit-fonts'
import type { KitBranding, KitFont } from '../../../../shared/domain/press-kit'

const added = new Set<string>()

/**
 * The kit's fonts for the Live Preview, from the same self-hosted files as the public page (the web
 * build's /kit-fonts/). Added through the CSS Font Loading API, which the app's Content-Security-Policy
 * allows (font-src 'self'; an inline @font-face it would refuse); the browser fetches a file only when
 * the preview's text needs it.
 */
export function addKitFonts(fonts: readonly KitFont[], fontSet: FontFaceSet | undefined = document.fonts) {
  if (!fontSet || typeof FontFace === 'undefined') return
  for (const font of fonts)
    for (const file of kitFontFiles(font)) {
      if (added.has(file.file)) continue
      added.add(file.file)
      fontSet.add(
        new FontFace(file.family, `url(${KIT_FONT_PATH}${file.file}) format("woff2")`, {
          weight: String(file.weight),
          style: file.style,
          unicodeRange: file.unicodeRange,
          display: 'swap',
        }),
      )
    }
}

export function useKitFonts(fonts: KitBranding['fonts']) {
  const { heading, body, mono } = fonts
  useEffect(() => addKitFonts([heading, body, mono]), [heading, body, mono])
}
