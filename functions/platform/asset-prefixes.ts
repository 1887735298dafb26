/**
 * The assets bucket's key prefixes. Each is granted on its own (`BUCKET_NEEDS`), so a function that
 * keeps the search index cannot touch a founder's kit.
 */
export const ASSET_PREFIXES = {
  /** kits/<user>/<kit>/…: a kit's uploaded assets and its PDF. */
  kits: 'kits/',
  /** search/journalists-v<version>.index: the prebuilt search index of each import version. */
  search: 'search/',
  /** exports/<uuid>/journalists.csv: a large journalist export, handed out by a short link. */
  exports: 'exports/',
  /** downloads/<user>/<kit>/…: a public kit's HTML and assets downloads, handed out by a short link. */
  downloads: 'downloads/',
  /** conversations/<user>/<pitch>/<message>/…: mail that came back on a pitch (its HTML, its files). */
  conversations: 'conversations/',
} as const
