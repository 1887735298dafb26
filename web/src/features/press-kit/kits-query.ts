import type { PressKit } from '../../../../shared/contracts/press-kit'
import { api } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** How often a kit being rendered is asked for again: by the list, the builder and the kit view. */
export const RENDER_POLL_MS = 1500

/**
 * The founder's kits, the one cached read of /press-kit. Apart from the rest of the API (and from
 * use-press-kit.ts, which the builder and the kit view load) so the list screen can start it before
 * the code that shows the list has loaded (issue 18).
 */
export const kitsQuery = {
  queryKey: queryKeys.pressKit.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<{ kits: PressKit[] }>('/api/press-kit/kits', { signal }).then((answer) => answer.kits),
  // A kit published from its row renders its PDF: the row follows it until it is done.
  refetchInterval: (query: { state: { data?: PressKit[] } }) =>
    query.state.data?.some((kit) => kit.status === 'generating') ? RENDER_POLL_MS : false,
}
