import type { Parser } from 'htmlparser2'
import { KIT_FONTS, type KitBranding } from '../../shared/domain/press-kit'
import { ValidationError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { PAGE_NOT_PUBLIC } from '../ports/page-fetcher'

export interface ExtractedBranding {
  colors: Partial<KitBranding['colors']>
  fonts: Partial<Pick<KitBranding['fonts'], 'heading' | 'body'>>
  logo?: string
}

interface PageParts {
  themeColor?: string
  css: string[]
  logos: { src: string; weight: number }[]
  fontLinks: string[]
}

/** Reads the parts of a page that carry its brand: the theme colour, style sheets in the page, logos. */
function readPage(html: string, HtmlParser: typeof Parser): PageParts {
  const parts: PageParts = { css: [], logos: [], fontLinks: [] }
  let inStyle = false
  const parser = new HtmlParser(
    {
      onopentag(name, attrs) {
        const rel = (attrs.rel ?? '').toLowerCase()
        const hint =
          `${attrs.class ?? ''} ${attrs.id ?? ''} ${attrs.alt ?? ''} ${attrs.src ?? ''}`.toLowerCase()
        if (name === 'meta' && attrs.name?.toLowerCase() === 'theme-color') parts.themeColor = attrs.content
        if (name === 'meta' && attrs.property?.toLowerCase() === 'og:logo' && attrs.content)
          parts.logos.push({ src: attrs.content, weight: 4 })
        if (name === 'meta' && attrs.property?.toLowerCase() === 'og:image' && attrs.content)
          parts.logos.push({ src: attrs.content, weight: 1 })
        if (name === 'img' && attrs.src && hint.includes('logo'))
          parts.logos.push({ src: attrs.src, weight: 3 })
        if (name === 'link' && rel.includes('apple-touch-icon') && attrs.href)
          parts.logos.push({ src: attrs.href, weight: 2 })
        if (name === 'link' && attrs.href?.includes('fonts.googleapis.com')) parts.fontLinks.push(attrs.href)
        if (name === 'style') inStyle = true
        if (attrs.style) parts.css.push(`x{${attrs.style}}`)
      },
      ontext(text) {
        if (inStyle) parts.css.push(text)
      },
      onclosetag(name) {
        if (name === 'style') inStyle = false
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return parts
}

const HEX = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi

function normaliseHex(colour: string | undefined): string | undefined {
  const match = colour?.trim().match(/^#([0-9a-f]{6}|[0-9a-f]{3})$/i)
  if (!match?.[1]) return undefined
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return `#${digits.toLowerCase()}`
}

/** Greys, white and black are the page, not the brand. */
function isBrandColour(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
  return Math.max(r, g, b) - Math.min(r, g, b) > 40
}

/** A custom property whose name says which role it plays: --primary, --brand-color, --accent... */
function customProperties(css: string): Partial<KitBranding['colors']> {
  const found: Partial<KitBranding['colors']> = {}
  for (const match of css.matchAll(/--([\w-]+)\s*:\s*(#[0-9a-f]{3,6})\b/gi)) {
    const name = (match[1] ?? '').toLowerCase()
    const hex = normaliseHex(match[2])
    if (!hex) continue
    if (/primary|brand/.test(name)) found.primary ??= hex
    else if (/secondary/.test(name)) found.secondary ??= hex
    else if (/accent|highlight/.test(name)) found.accent ??= hex
  }
  return found
}

/** The brand colours a stylesheet uses most, most used first. */
function frequentColours(css: string): string[] {
  const counts = new Map<string, number>()
  for (const match of css.matchAll(HEX)) {
    const hex = normaliseHex(match[0])
    if (hex && isBrandColour(hex)) counts.set(hex, (counts.get(hex) ?? 0) + 1)
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([hex]) => hex)
}

/** The first family of a font-family list that Pressroom offers. */
function offeredFont(families: string): (typeof KIT_FONTS)[number] | undefined {
  for (const family of families.split(',')) {
    const name = family
      .trim()
      .replace(/^['"]|['"]$/g, '')
      .replace(/\+/g, ' ')
    const offered = KIT_FONTS.find((font) => font.toLowerCase() === name.toLowerCase())
    if (offered) return offered
  }
  return undefined
}

function fontsOf(parts: PageParts): ExtractedBranding['fonts'] {
  const css = parts.css.join('\n')
  const rule = (selector: RegExp) => {
    for (const match of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      if (!selector.test(match[1] ?? '')) continue
      const family = match[2]?.match(/font-family\s*:\s*([^;]+)/i)?.[1]
      const font = family ? offeredFont(family) : undefined
      if (font) return font
    }
    return undefined
  }
  const linked = parts.fontLinks
    .flatMap((href) => [...href.matchAll(/family=([^:&]+)/g)].map((m) => decodeURIComponent(m[1] ?? '')))
    .map(offeredFont)
    .find(Boolean)
  const body = rule(/(^|[\s,])(body|html|:root)\b/) ?? linked
  const heading = rule(/(^|[\s,])h[1-3]\b/) ?? body
  return { ...(heading ? { heading } : {}), ...(body ? { body } : {}) }
}

function absoluteHttpUrl(src: string, base: string): string | undefined {
  try {
    const url = new URL(src, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/**
 * A website's brand, read from its HTML and the CSS in it: the theme colour or the colour custom
 * properties name, else the brand colours the styles use most; the offered fonts its body and headings
 * use; its logo. Only what the page shows: a colour or font it does not state is left to the founder.
 */
export async function extractBranding(html: string, pageUrl: string): Promise<ExtractedBranding> {
  // Imported by the extract that needs it, not with the module: in AWS htmlparser2 is installed beside
  // the press kit function rather than bundled (decision 014).
  const { Parser: HtmlParser } = await import('htmlparser2')
  const parts = readPage(html, HtmlParser)
  const css = parts.css.join('\n')
  const named = customProperties(css)
  const frequent = frequentColours(css).filter((hex) => !Object.values(named).includes(hex))
  const primary = named.primary ?? normaliseHex(parts.themeColor) ?? frequent.shift()
  const rest = frequent.filter((hex) => hex !== primary)
  const colors: ExtractedBranding['colors'] = {}
  if (primary) colors.primary = primary
  const secondary = named.secondary ?? rest.shift()
  if (secondary) colors.secondary = secondary
  const accent = named.accent ?? rest.shift()
  if (accent) colors.accent = accent
  const logo = [...parts.logos]
    .sort((a, b) => b.weight - a.weight)
    .map((candidate) => absoluteHttpUrl(candidate.src, pageUrl))
    .find(Boolean)
  return { colors, fonts: fontsOf(parts), ...(logo ? { logo } : {}) }
}

export const SITE_UNREADABLE = 'Could not read that website'

/** Branding extract: the founder's website read like an article link (public addresses only). */
export async function extractBrandingFrom(deps: Pick<Deps, 'pages'>, url: string) {
  let html: string
  try {
    html = await deps.pages.fetchHtml(url)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    throw new ValidationError(
      error.message === PAGE_NOT_PUBLIC ? `${SITE_UNREADABLE}: it is not a public page` : SITE_UNREADABLE,
    )
  }
  return extractBranding(html, url)
}
