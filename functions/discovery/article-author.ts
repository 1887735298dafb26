/**
 * The author a news page names for itself, in the order publishers are most reliable about it:
 * JSON-LD (schema.org Article), author meta tags, then a visible byline.
 */
export function findPageAuthor(html: string): string | undefined {
  return fromJsonLd(html) ?? fromMeta(html) ?? fromByline(html)
}

function fromJsonLd(html: string): string | undefined {
  for (const match of html.matchAll(
    /<script[^>]+type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    try {
      const found = authorIn(JSON.parse(match[1] ?? ''))
      if (found) return found
    } catch {
      // A broken JSON-LD block on a page is common; the other sources still apply.
    }
  }
  return undefined
}

function authorIn(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = authorIn(item)
      if (found) return found
    }
    return undefined
  }
  if (!node || typeof node !== 'object') return undefined
  const record = node as Record<string, unknown>
  if (record['@graph']) return authorIn(record['@graph'])
  const author = record.author ?? record.creator
  const first = Array.isArray(author) ? author[0] : author
  if (typeof first === 'string') return clean(first)
  if (first && typeof first === 'object' && typeof (first as { name?: unknown }).name === 'string') {
    return clean((first as { name: string }).name)
  }
  return undefined
}

function fromMeta(html: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property')
    if (!key || !/^(author|article:author|parsely-author|sailthru\.author|dc\.creator)$/i.test(key)) continue
    const content = attribute(tag, 'content')
    // article:author is often a profile URL rather than a name.
    if (content && !/^https?:\/\//i.test(content)) return clean(content)
  }
  return undefined
}

function fromByline(html: string): string | undefined {
  const relAuthor = html.match(/<a\b[^>]*\brel=["']author["'][^>]*>([\s\S]*?)<\/a>/i)
  if (relAuthor?.[1]) return clean(stripTags(relAuthor[1]))
  const byline = html.match(/<(\w+)\b[^>]*class=["'][^"']*\bbyline\b[^"']*["'][^>]*>([\s\S]*?)<\/\1>/i)
  return byline?.[2] ? clean(stripTags(byline[2])) : undefined
}

function attribute(tag: string, name: string) {
  const match = tag.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i'))
  return match ? decodeEntities(match[1] ?? match[2] ?? '') : undefined
}

function stripTags(html: string) {
  return decodeEntities(html.replace(/<[^>]+>/g, ' '))
}

function decodeEntities(text: string) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
}

function clean(name: string): string | undefined {
  const text = name
    .replace(/\s+/g, ' ')
    .replace(/^by\s+/i, '')
    .trim()
  return text && text.length <= 120 ? text : undefined
}

/** Names compared as people write them: case, accents and punctuation aside. */
/** A name as compared: without accents, case or punctuation. */
export function nameKey(name: string) {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function sameName(a: string, b: string) {
  return nameKey(a) === nameKey(b)
}
