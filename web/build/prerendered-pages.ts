/**
 * The pages the build prerenders (web/build/prerender-pages.ts): a visitor opening `path` is served
 * `file` from the build (by infra/local/static-files.ts, and by CloudFront's viewer-request function),
 * which paints before any script runs. `screen` is the module of the page's screen, whose chunk the
 * page asks for with the app's once it has painted. Only pages whose first render is the same for
 * everyone, since the app hydrates them, and that take no input (docs/decisions/023-prerendered-landing-page.md).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'landing.html', screen: 'src/routes/landing.tsx' },
] as const

/**
 * The file served for a prerendered page's address, or undefined for any other. A prerendered page's
 * file is not served by its own name (/landing.html): the app it starts would take that for an address
 * of its own, one it does not have.
 */
export function prerenderedFile(path: string): string | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === path)?.file
}

/** Whether `path` names a prerendered page's file (/landing.html), which is answered with index.html. */
export function isPrerenderedFile(path: string): boolean {
  return PRERENDERED_PAGES.some((page) => path === `/${page.file}`)
}
