/** Text put in a regular expression as itself. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The tokens Pressroom put in its own addresses, <tag>+<24 hex>@<reply domain>, found anywhere in
 * `text` (a header, or a whole raw message): `reply` in a send's Reply-To, `answer` in a forward's.
 * Lower case, each once, in the order they stand.
 */
export function addressTokensIn(tag: 'reply' | 'answer', replyDomain: string, text: string): string[] {
  const pattern = new RegExp(`${tag}\\+([0-9a-f]{24})@${escapeRegExp(replyDomain)}`, 'gi')
  return [...new Set([...text.matchAll(pattern)].map((m) => (m[1] ?? '').toLowerCase()))]
}
