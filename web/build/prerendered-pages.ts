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

/** The file served for a prerendered page's address, or undefined for any other. */
export function prerenderedFile(path: string): string | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === path)?.file
}

/**
 * How both hosts rewrite a request's path for the prerendered pages (infra/local/static-files.ts, and
 * CloudFront's viewer-request function): a page's address to its file, and the file's own name
 * (/landing.html) to index.html, since the app the page starts would take that name for an address of
 * its own, one it does not have.
 */
export const PRERENDERED_REWRITES: Readonly<Record<string, string>> = Object.fromEntries(
  PRERENDERED_PAGES.flatMap((page) => [
    [page.path, `/${page.file}`],
    [`/${page.file}`, '/index.html'],
  ]),
)
