import type { PressKit } from '../../../../shared/contracts/press-kit'
import { api } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/**
 * The founder's kits, the one cached read of /press-kit. Apart from the rest of the API (and from
 * use-press-kit.ts, which the builder and the kit view load) so the list screen can start it before
 * the code that shows the list has loaded (issue 18).
 */
export const kitsQuery = {
  queryKey: queryKeys.pressKit.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<{ kits: PressKit[] }>('/api/press-kit/kits', { signal }).then((answer) => answer.kits),
}
