import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SenderSettings } from '../../../shared/contracts/sending'
import { api } from './api-client'
import { queryKeys } from './query-keys'

/**
 * How the founder's messages go out (From line, time zone, reply domain), as the server last said: set
 * on the profile, and read where a message is written (the bulk message signs with the sender name).
 */
export const sendingSettingsQuery = queryOptions({
  queryKey: queryKeys.profile.sending,
  queryFn: async ({ signal }) =>
    (await api.get<{ settings: SenderSettings }>('/api/sending/settings', { signal })).settings,
})

export function useSendingSettings() {
  return useQuery(sendingSettingsQuery)
}
