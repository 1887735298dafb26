import type { IOptions } from 'sanitize-html'

/**
 * What a received message's HTML may keep when the founder reads it: its formatting, tables and links.
 * No script, event handler, form, frame, style sheet or embedded object; no javascript: or data: URL.
 * Remote images stay out until the founder asks for them (loading one tells the sender the message
 * was opened, and when), and a tracking pixel (an image of a pixel or two, or a hidden one) never
 * loads. Images the message carries itself (cid:) are not shown; they are listed as attachments.
 */
const POLICY: IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'q',
    'a',
    'code',
    'pre',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'caption',
    'font',
    'center',
  ],
  // rel and target are set by the transform below, whatever the sender wrote.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign'],
    table: ['cellpadding', 'cellspacing', 'border'],
    font: ['color'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'title',
    'head',
  ],
}

export interface SanitizedMail {
  html: string
  /** Remote images left out: the founder may ask for them (`remoteImages`). */
  blockedImages: number
}

/** At most this many pixels across: an image there only to be fetched, not seen. */
const PIXEL_MAX = 2

/** A length of at most a pixel or two ("1", "1px", "1.0", "0"); a percentage or an em is no pixel. */
const tiny = (value: string | undefined) => {
  const length = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value ?? '')
  return !!length && Number(length[1]) <= PIXEL_MAX
}

/** A style attribute's declarations, by property, `!important` dropped (mailing tools add it). */
function declarations(style: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const declaration of style.split(';')) {
    const [property, ...value] = declaration.split(':')
    if (property && value.length)
      found.set(
        property.trim().toLowerCase(),
        value
          .join(':')
          .replace(/!\s*important/i, '')
          .trim()
          .toLowerCase(),
      )
  }
  return found
}

/**
 * A pixel-sized or hidden image: there only to report that the message was opened. Mailing tools
 * write it many ways (width="1", style="display:none !important", max-height:0, opacity:0.01).
 */
export function isTrackingPixel(attribs: Record<string, string>): boolean {
  const style = declarations(attribs.style ?? '')
  const opacity = style.get('opacity')
  return (
    tiny(attribs.width) ||
    tiny(attribs.height) ||
    style.get('display') === 'none' ||
    style.get('visibility') === 'hidden' ||
    (opacity !== undefined && Number.parseFloat(opacity) < 0.1) ||
    ['width', 'height', 'max-width', 'max-height'].some((property) => tiny(style.get(property)))
  )
}

/**
 * A received message's HTML, safe to show in the app. Loaded on first use, not with the module: only
 * the route that shows a message's HTML needs sanitize-html (with postcss and htmlparser2).
 */
export async function sanitizeMailHtml(
  html: string,
  options: { remoteImages: boolean } = { remoteImages: false },
): Promise<SanitizedMail> {
  const { default: sanitizeHtml } = await import('sanitize-html')
  let blockedImages = 0
  const clean = sanitizeHtml(html, {
    ...POLICY,
    transformTags: {
      // A message's links leave Pressroom: the site learns nothing of the app and cannot script it.
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? ''
        const remote = /^https?:/i.test(src.trim())
        if (!remote || isTrackingPixel(attribs)) return { tagName, attribs: {} }
        if (options.remoteImages) return { tagName, attribs }
        blockedImages++
        const { src: _, ...rest } = attribs
        return { tagName, attribs: rest }
      },
    },
    // An image with no address left (refused, blocked, a pixel or the message's own) is no image; a
    // blocked one says what it was, so the founder sees something is there.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src && !frame.attribs.alt,
  })
  return { html: clean, blockedImages }
}
