/**
 * The security headers of every response, in AWS (a CloudFront response headers policy) and on the
 * embedded server alike. The built SPA is one module script, its chunks and stylesheets, all from the
 * app's own origin: no inline script or style, no eval, nothing from elsewhere. A response that brings
 * its own Content-Security-Policy (the unsubscribe and local pages) keeps it; the others always apply.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const
