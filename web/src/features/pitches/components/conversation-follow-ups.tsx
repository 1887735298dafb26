import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/error-message'
import { queryKeys } from '../../../lib/query-keys'
import { pitchesApi } from '../api'

export const CONVERSATION_NOTE = (name: string) =>
  `${name} answered an earlier pitch of yours, so this one sends no automatic follow-ups: you are in a conversation, and write to them yourself.`
export const FOLLOW_UPS_TURNED_ON = 'Follow-ups are on for this pitch'

/**
 * A pitch to a journalist already in a conversation with the founder: why it has no follow-ups, and
 * the founder's way to have them anyway.
 */
export function ConversationFollowUps({ pitch }: { pitch: Pick<Pitch, 'id' | 'journalist'> }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const turnOn = useMutation({
    mutationFn: () => pitchesApi.turnOnFollowUps(pitch.id),
    onSuccess: () => {
      toast(FOLLOW_UPS_TURNED_ON)
      void queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.automation.actions })
    },
  })
  return (
    <section className="pitch-dialog-section pitch-dialog-conversation" aria-label="Follow-ups">
      <p>{CONVERSATION_NOTE(pitch.journalist.full_name)}</p>
      {turnOn.isError && (
        <p className="field-error" role="alert">
          {errorMessage(turnOn.error, 'Follow-ups could not be turned on')}
        </p>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={turnOn.isPending}
        onClick={() => turnOn.mutate()}
      >
        {turnOn.isPending ? 'Turning on...' : 'Turn on follow-ups'}
      </button>
    </section>
  )
}
