import { ASSET_PREFIXES } from './asset-prefixes'

/**
 * Bucket prefixes of files made again on every request and handed out through short links: a large
 * journalist export, a public kit's HTML and assets downloads. The data stack's lifecycle rules
 * remove them after `TEMPORARY_FILES_DAYS` (infra/aws/stacks/data-stack.ts); nothing reads one twice.
 */
export const TEMPORARY_PREFIXES = {
  exports: ASSET_PREFIXES.exports,
  downloads: ASSET_PREFIXES.downloads,
} as const

/** Longer than any link to them lives (15 minutes for an export, 5 for a download). */
export const TEMPORARY_FILES_DAYS = 1
