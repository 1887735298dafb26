/**
 * The page to open after signing in: the `redirect` query when it is a path on this site, else the
 * fallback. Refusing `//host` and `/\host` (which browsers read as another origin) stops the login
 * page from being used to bounce a founder to someone else's site.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/company'): string {
  if (!target || !/^\/(?![/\\])/.test(target)) return fallback
  try {
    const base = 'https://pressroom.invalid'
    const url = new URL(target, base)
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback
  } catch {
    return fallback
  }
}
