import type { PitchlistEntry } from '../../../../shared/contracts/discovery'
import { getAllPages } from '../../lib/all-pages'
import { queryKeys } from '../../lib/query-keys'

/**
 * The pitchlist's one cached read (My Pitchlist and the stars on Search and Discovery), every page of
 * it, newest first. Apart from the rest of the API so the screen can start it before its code loads.
 */
export const pitchlistQuery = {
  queryKey: queryKeys.pitchlist.entries,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    getAllPages<PitchlistEntry, 'entries'>('/api/pitchlist', 'entries', { signal }).then(
      (page) => page.entries,
    ),
}
