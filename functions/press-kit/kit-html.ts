import type { PressKit } from '../../shared/contracts/press-kit'
import { readableKitColors } from '../../shared/domain/contrast'
import { escapeHtml } from '../../shared/domain/press-kit'

/** A font name as CSS: quoted, with fallbacks for a machine that lacks it. */
const fontStack = (font: string, fallback: string) => `"${font.replace(/["\\]/g, '')}", ${fallback}`

export interface KitHtmlOptions {
  /** Images to draw, by asset id: data URLs in the PDF (a render reads no network), links on the web. */
  images?: Record<string, string>
  logo?: string
}

/**
 * The kit as one printable page: its visible sections in order, in its own colours and fonts. Section
 * HTML was sanitised when it was saved. A heading never ends a page without its text.
 */
export function kitHtml(kit: PressKit, options: KitHtmlOptions = {}): string {
  const { colors, fonts } = kit.branding
  // Text in the brand's colours, each made to read on its background (large headings keep the brand's own).
  const readable = readableKitColors(colors)
  const sections = kit.sections.filter((section) => section.visible).sort((a, b) => a.order - b.order)
  const images = options.images ?? {}
  const body = sections
    .map((section) => {
      const media =
        section.type === 'media'
          ? kit.assets
              .filter((asset) => asset.kind === 'image' && images[asset.id])
              .map(
                (asset) =>
                  `<figure><img src="${escapeHtml(images[asset.id] ?? '')}" alt="${escapeHtml(asset.altText)}">${asset.caption ? `<figcaption>${escapeHtml(asset.caption)}</figcaption>` : ''}</figure>`,
              )
              .join('')
          : ''
      const content = section.content + media
      if (!content.trim()) return ''
      return `<section id="${escapeHtml(section.id)}"><h2>${escapeHtml(section.title)}</h2>${content}</section>`
    })
    .join('\n')
  const website = kit.company.website
    ? `<p class="website">${escapeHtml(kit.company.website.replace(/^https?:\/\//, ''))}</p>`
    : ''
  const logo = options.logo
    ? `<img class="logo" src="${escapeHtml(options.logo)}" alt="${escapeHtml(kit.company.name)} logo">`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(kit.company.name)} · Press Kit</title>
<style>
  :root { --primary: ${colors.primary}; --secondary: ${colors.secondary}; --accent: ${colors.accent}; --text: ${colors.text}; --background: ${colors.background}; --primary-large: ${readable.primaryLarge}; --secondary-text: ${readable.secondaryText}; --accent-text: ${readable.accentText}; }
  body { margin: 0; color: var(--text); background: var(--background); font: 11pt/1.55 ${fontStack(fonts.body, 'Helvetica, Arial, sans-serif')}; }
  header { border-bottom: 4px solid var(--primary); padding-bottom: 12pt; margin-bottom: 18pt; display: flex; gap: 14pt; align-items: center; }
  header .logo { max-height: 56pt; max-width: 160pt; }
  h1 { margin: 0; font: 700 24pt/1.2 ${fontStack(fonts.heading, 'Helvetica, Arial, sans-serif')}; color: var(--primary-large); }
  .kind { margin: 2pt 0 0; color: var(--secondary-text); font-weight: 600; letter-spacing: .04em; text-transform: uppercase; font-size: 9pt; }
  .website { margin: 2pt 0 0; color: var(--accent-text); }
  section { margin: 0 0 16pt; }
  h2 { font: 700 15pt/1.3 ${fontStack(fonts.heading, 'Helvetica, Arial, sans-serif')}; color: var(--primary-large); margin: 0 0 6pt; break-after: avoid-page; page-break-after: avoid; }
  h3, h4 { break-after: avoid-page; page-break-after: avoid; }
  a { color: var(--accent-text); }
  code, pre { font-family: ${fontStack(fonts.mono, 'monospace')}; }
  blockquote { margin: 0 0 8pt; padding-left: 10pt; border-left: 3px solid var(--secondary); }
  figure { margin: 0 0 10pt; break-inside: avoid; }
  figure img { max-width: 100%; max-height: 220pt; }
  figcaption { font-size: 9pt; opacity: .8; }
  img { max-width: 100%; }
</style>
</head>
<body>
<header>${logo}<div><h1>${escapeHtml(kit.company.name)}</h1><p class="kind">Press Kit</p>${website}</div></header>
<main>
${body}
</main>
</body>
</html>`
}
