/**
 * The pages the build prerenders (web/build/prerender-pages.ts): a visitor opening `path` is served
 * `file` from the build (by infra/local/static-files.ts, and by CloudFront's viewer-request function),
 * which paints before any script runs. `screen` is the module of the page's screen, whose chunk and
 * style sheets the page asks for at once. Only pages that look the same to everyone, and take no input
 * the app's render over them would drop (docs/decisions/023-prerendered-landing-page.md).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'landing.html', screen: 'src/routes/landing.tsx' },
] as const

/** The file served for a prerendered page's address, or undefined for any other. */
export function prerenderedFile(path: string): string | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === path)?.file
}
