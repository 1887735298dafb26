import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SenderSettings } from '../../../../shared/contracts/sending'
import { queryKeys } from '../../lib/query-keys'
import { profileApi } from './api'

/** How the founder's pitches go out (From line, time zone, reply domain), as the server last said. */
export function useSendingSettings() {
  return useQuery({
    queryKey: queryKeys.profile.sending,
    queryFn: async ({ signal }) => (await profileApi.sending(signal)).settings,
  })
}

/** Saves the sender name and time zone; the server's answer becomes the cached settings. */
export function useUpdateSendingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (changes: Parameters<typeof profileApi.updateSending>[0]) =>
      (await profileApi.updateSending(changes)).settings,
    onSuccess: (saved) => queryClient.setQueryData<SenderSettings>(queryKeys.profile.sending, saved),
  })
}
