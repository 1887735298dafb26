import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** ../shared/feeds-corpus beside the project: read in place, never copied (it does not ship). */
export const FEEDS_CORPUS = fileURLToPath(new URL('../../../shared/feeds-corpus', import.meta.url))
export const hasFeedsCorpus = existsSync(`${FEEDS_CORPUS}/expected.json`)
