import type { IOptions } from 'sanitize-html'

/** A full https address with a host: the only source an image in a section can be drawn from. */
function isImageAddress(src: string | undefined): boolean {
  if (!src) return false
  try {
    const url = new URL(src)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

/**
 * What a kit section may contain: the formatting a rich-text editor produces, links to web pages and
 * mail addresses, and images over https. No script, no event handler, no style (so nothing escapes its
 * section or restyles the page), no javascript: or data: URL. Anything else is dropped, its text kept.
 */
const POLICY: IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
    'img',
    'figure',
    'figcaption',
  ],
  // rel and target are set by the transform below, whatever the author wrote.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose address was refused, or is no address (a pasted `src="x"`), is no image: it would
  // draw as a broken one.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImageAddress(frame.attribs.src),
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
}

/**
 * Loaded by the first save, not with the module: in AWS, sanitize-html (with postcss and htmlparser2) is
 * installed beside the press kit function rather than bundled, so reading kits does not load it
 * (decision 014).
 */
export async function sanitizeSectionHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html')
  return sanitizeHtml(html, {
    ...POLICY,
    transformTags: {
      // A kit's links leave Pressroom: the visited site learns nothing of the page and cannot script it.
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  })
}
