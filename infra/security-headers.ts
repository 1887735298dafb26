/**
 * The security headers of every response, in AWS (a CloudFront response headers policy) and on the
 * embedded server alike. The built SPA is one module script, its chunks and stylesheets (and, on the
 * prerendered landing page, the classic script that adds them), all from the app's own origin: no
 * inline script or style, no eval, nothing from elsewhere. A response that brings
 * its own Content-Security-Policy (the unsubscribe and local pages) keeps it; the others always apply.
 */
export function contentSecurityPolicy(
  imageOrigins: readonly string[] = [],
  options: { styleNonce?: string } = {},
) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // A server-rendered page (the public kit page) may carry one style block, allowed by its nonce.
    options.styleNonce ? `style-src 'self' 'nonce-${options.styleNonce}'` : "style-src 'self'",
    // Kit images and logos come from the file store's short-lived links and the founders' own sites:
    // https anywhere (an image cannot run script), and the embedded stack's own file store.
    ['img-src', "'self'", 'data:', 'https:', ...new Set(imageOrigins)].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

export function securityHeaders(imageOrigins: readonly string[] = []) {
  return {
    'content-security-policy': contentSecurityPolicy(imageOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  } as const
}

export const SECURITY_HEADERS = securityHeaders()
