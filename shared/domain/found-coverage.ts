/**
 * Coverage found by itself (issue 41): a story in a publication's feed that names a founder's company.
 * 'possible' waits for the founder; 'confirmed' made it the pitch's coverage; 'dismissed' was not it.
 */
export const FOUND_COVERAGE_STATUSES = ['possible', 'confirmed', 'dismissed'] as const
export type FoundCoverageStatus = (typeof FOUND_COVERAGE_STATUSES)[number]

/** A name shorter than this is too common a word to call a story coverage of the company. */
export const MATCHED_NAME_MIN_LENGTH = 3

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether a text names this company: the name (or an alias) as a whole word or phrase, any case, any
 * spacing between its words, never inside a longer word ("Acme" is not in "Acmeology"). Returns the
 * name it found.
 */
export function namedIn(text: string, names: readonly string[]): string | undefined {
  const haystack = text.normalize('NFKC')
  for (const name of names) {
    const words = name.normalize('NFKC').trim().split(/\s+/).filter(Boolean)
    if (words.join(' ').length < MATCHED_NAME_MIN_LENGTH) continue
    const phrase = words.map(escapeRegExp).join('\\s+')
    if (new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`, 'iu').test(haystack)) return name
  }
  return undefined
}
