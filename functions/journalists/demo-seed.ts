import type { Deps } from '../ports/deps'
import { generateDemoJournalists } from './demo-dataset'
import { writeJournalists } from './import-journalists'
import { searchIndexVersion } from './journalists'

/** Loads the shipped demo journalists into a table that has never had an import; later runs do nothing. */
export async function ensureDemoJournalists(deps: Pick<Deps, 'store' | 'now'>): Promise<number> {
  if ((await searchIndexVersion(deps)) > 0) return 0
  const journalists = generateDemoJournalists().map((j) => ({ ...j, source: 'demo' as const }))
  await writeJournalists(deps, journalists)
  return journalists.length
}
