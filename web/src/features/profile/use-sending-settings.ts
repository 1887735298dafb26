import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SenderSettings } from '../../../../shared/contracts/sending'
import { queryKeys } from '../../lib/query-keys'
import { profileApi } from './api'

/** Saves the sender name and time zone; the server's answer becomes the cached settings. */
export function useUpdateSendingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (changes: Parameters<typeof profileApi.updateSending>[0]) =>
      (await profileApi.updateSending(changes)).settings,
    onSuccess: (saved) => queryClient.setQueryData<SenderSettings>(queryKeys.profile.sending, saved),
  })
}
