import type { PressKit } from '../../shared/contracts/press-kit'
import { readableKitColors } from '../../shared/domain/contrast'
import { kitFontStack } from '../../shared/domain/kit-fonts'
import { escapeHtml, type KitSection } from '../../shared/domain/press-kit'

export interface KitHtmlOptions {
  /** Images to draw, by asset id: data URLs in the PDF (a render reads no network), links on the web. */
  images?: Record<string, string>
  logo?: string
  /** The kit fonts' @font-face rules (kit-font-data.ts: the files inline, as nothing may be fetched). */
  fontFaces?: string
  /** The day the cover is dated: when the kit was made into this file. */
  date?: Date
}

/**
 * The cover's date, as "December 3, 2026". The format is made on first use: making it loads ICU's
 * calendar data, about 12 ms of the cold start of every function that holds this module, most of
 * which never render a PDF (`npm run bench:bundles`).
 */
let coverDay: Intl.DateTimeFormat | undefined
function coverDate(date: Date): string {
  coverDay ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
  return coverDay.format(date)
}

/** Text of some sanitised HTML, as one line. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

/** The cover's line about the company: the first paragraph of its first section with text, cut short. */
export function oneLineDescription(sections: readonly KitSection[]): string {
  const first = sections.find((section) => section.type === 'text' && textOf(section.content))
  const paragraph = first ? textOf(/<p>([\s\S]*?)<\/p>/.exec(first.content)?.[1] ?? first.content) : ''
  return paragraph.length > 160 ? `${paragraph.slice(0, 157).replace(/\s+\S*$/, '')}...` : paragraph
}

/** Who a journalist writes to, for every page's footer: the contact section's address, else its text. */
export function pressContact(sections: readonly KitSection[], website: string): string {
  const contact = sections.find((section) => section.type === 'contact')?.content ?? ''
  const email =
    /mailto:([^"?]+)/.exec(contact)?.[1] ?? /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(textOf(contact))?.[0]
  if (email) return textOf(email)
  const text = textOf(contact)
  if (text) return text.length > 80 ? `${text.slice(0, 77)}...` : text
  return website.replace(/^https?:\/\//, '').replace(/\/$/, '')
}

/** A CSS string: quoted, with what could end it or the style element escaped. */
const cssString = (text: string) =>
  `"${text.replace(/[\\"]/g, '\\$&').replace(/[<>\r\n]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`

/**
 * The kit as one printable page: a cover (logo, name, one line about the company, date), then its
 * visible sections in order, in its own colours and fonts, images in a grid with their captions. Printed,
 * every page carries the company, the press contact and its number; a section that fits on a page is
 * not split, and a heading never ends a page without its text. Section HTML was sanitised when saved.
 */
export function kitHtml(kit: PressKit, options: KitHtmlOptions = {}): string {
  const { colors, fonts } = kit.branding
  // Text in the brand's colours, each made to read on its background (large headings keep the brand's own).
  const readable = readableKitColors(colors)
  const sections = kit.sections.filter((section) => section.visible).sort((a, b) => a.order - b.order)
  const images = options.images ?? {}
  const body = sections
    .map((section) => {
      const figures =
        section.type === 'media'
          ? kit.assets
              .filter((asset) => asset.kind === 'image' && images[asset.id])
              .map(
                (asset) =>
                  `<figure><div class="frame"><img src="${escapeHtml(images[asset.id] ?? '')}" alt="${escapeHtml(asset.altText)}"></div>${asset.caption ? `<figcaption>${escapeHtml(asset.caption)}</figcaption>` : ''}</figure>`,
              )
              .join('')
          : ''
      const media = figures ? `<div class="media">${figures}</div>` : ''
      if (!(section.content + media).trim()) return ''
      return `<section id="${escapeHtml(section.id)}"><h2>${escapeHtml(section.title)}</h2>${section.content}${media}</section>`
    })
    .join('\n')
  const name = kit.company.name
  const website = kit.company.website
    ? `<p class="website">${escapeHtml(kit.company.website.replace(/^https?:\/\//, '').replace(/\/$/, ''))}</p>`
    : ''
  const logo = options.logo
    ? `<img class="logo" src="${escapeHtml(options.logo)}" alt="${escapeHtml(name)} logo">`
    : ''
  const description = oneLineDescription(sections)
  const contact = pressContact(sections, kit.company.website)
  const footer = [name, contact && `Press contact: ${contact}`].filter(Boolean).join(' · ')
  const date = options.date ? `<p class="date">${coverDate(options.date)}</p>` : ''
  const heading = kitFontStack(fonts.heading)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(name)} · Press Kit</title>
<style>
  ${options.fontFaces ?? ''}
  :root { --primary: ${colors.primary}; --secondary: ${colors.secondary}; --accent: ${colors.accent}; --text: ${colors.text}; --background: ${colors.background}; --primary-large: ${readable.primaryLarge}; --secondary-text: ${readable.secondaryText}; --accent-text: ${readable.accentText}; }
  @page {
    @bottom-left { content: ${cssString(footer)}; font: 8pt/1.3 ${kitFontStack(fonts.body)}; color: ${readable.secondaryText}; }
    @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt/1.3 ${kitFontStack(fonts.body)}; color: ${readable.secondaryText}; }
  }
  @page :first { @top-left { content: none; } }
  @page { @top-left { content: ${cssString(`${name} · Press Kit`)}; font: 600 8pt/1.3 ${heading}; color: ${readable.primaryLarge}; } }
  body { margin: 0; color: var(--text); background: var(--background); font: 11pt/1.55 ${kitFontStack(fonts.body)}; }
  .cover { display: flex; flex-direction: column; gap: 10pt; padding: 0 0 18pt; margin-bottom: 18pt; border-bottom: 4px solid var(--primary); }
  .cover .logo { max-height: 90pt; max-width: 220pt; align-self: flex-start; }
  h1 { margin: 0; font: 700 32pt/1.15 ${heading}; color: var(--primary-large); }
  .kind { margin: 0; color: var(--secondary-text); font-weight: 700; letter-spacing: .06em; text-transform: uppercase; font-size: 10pt; }
  .tagline { margin: 6pt 0 0; font-size: 15pt; line-height: 1.4; max-width: 34em; }
  .website { margin: 0; color: var(--accent-text); }
  .date { margin: 0; color: var(--secondary-text); font-size: 10pt; }
  @media screen {
    body { box-sizing: border-box; max-width: 52em; margin: 0 auto; padding: 40px clamp(16px, 5vw, 48px) 56px; }
  }
  @media print {
    .cover { min-height: 235mm; justify-content: center; border-bottom: 0; margin: 0; break-after: page; }
    .cover::after { content: ""; display: block; width: 72pt; height: 6pt; background: var(--primary); margin-top: 14pt; }
  }
  section { margin: 0 0 16pt; break-inside: avoid-page; }
  h2 { font: 700 15pt/1.3 ${heading}; color: var(--primary-large); margin: 0 0 6pt; padding-bottom: 3pt; border-bottom: 2px solid var(--primary); break-after: avoid-page; }
  h3, h4 { font-family: ${heading}; break-after: avoid-page; }
  p, li { orphans: 3; widows: 3; }
  a { color: var(--accent-text); }
  code, pre { font-family: ${kitFontStack(fonts.mono)}; }
  blockquote { margin: 0 0 8pt; padding-left: 10pt; border-left: 3px solid var(--secondary); }
  .media { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10pt; }
  figure { margin: 0; break-inside: avoid; }
  .frame { height: 120pt; display: flex; align-items: center; justify-content: center; background: #f3f4f6; border-radius: 4pt; overflow: hidden; }
  .frame img { max-width: 100%; max-height: 100%; object-fit: contain; }
  figcaption { font-size: 8.5pt; line-height: 1.35; margin-top: 4pt; color: var(--secondary-text); }
  img { max-width: 100%; }
</style>
</head>
<body>
<header class="cover">${logo}<h1>${escapeHtml(name)}</h1><p class="kind">Press Kit</p>${description ? `<p class="tagline">${escapeHtml(description)}</p>` : ''}${website}${date}</header>
<main>
${body}
</main>
</body>
</html>`
}
