import { useQuery } from '@tanstack/react-query'
import type { PitchSend } from '../../../../shared/contracts/sending'
import { queryKeys } from '../../lib/query-keys'
import { pitchesApi } from './api'

/** How often the list is read again while a message is on its way, until it lands in a final state. */
const IN_FLIGHT_REFRESH_MS = 3_000

/** Queued or being sent: its outcome is not known yet. */
export const isOnItsWay = (send: PitchSend) => send.status === 'queued' || send.status === 'sending'

/**
 * What was sent, tried or waits to be sent to the pitch's journalist (GET /api/pitches/{id}/sends), one
 * read shared by the pitch dialog's sections (its History and its Scheduled messages); read again
 * every 3 s while a message is on its way.
 */
export function usePitchSends(pitchId: string) {
  return useQuery({
    queryKey: queryKeys.pitches.sends(pitchId),
    queryFn: ({ signal }) => pitchesApi.sends(pitchId, signal),
    refetchInterval: (query) => (query.state.data?.sends.some(isOnItsWay) ? IN_FLIGHT_REFRESH_MS : false),
  })
}
