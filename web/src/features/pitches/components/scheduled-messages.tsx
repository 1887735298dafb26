import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { PitchSend } from '../../../../../shared/contracts/sending'
import { useToast } from '../../../components/ui/toast'
import { serverMessage } from '../../../lib/error-message'
import { focusWasLost } from '../../../lib/focus'
import { queryKeys } from '../../../lib/query-keys'
import { pitchesApi } from '../api'
import { CANCEL_SEND_MESSAGES, formatDateTime } from '../constants'
import { usePitchSends } from '../use-pitch-sends'

/**
 * Messages to the pitch's journalist that wait for their time (a bulk message scheduled from the
 * workflow board), each with a way to take it back. Nothing shows while there are none.
 */
export function ScheduledMessages({ pitchId }: { pitchId: string }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [error, setError] = useState<string | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const sends = usePitchSends(pitchId)
  const taken = useRef(false)
  const cancel = useMutation({
    mutationFn: (sendId: string) => pitchesApi.cancelMessage(pitchId, sendId),
    onMutate: () => setError(null),
    onSuccess: () => {
      taken.current = true
      toast(CANCEL_SEND_MESSAGES.messageCancelled)
    },
    onError: (failure) => setError(serverMessage(failure, CANCEL_SEND_MESSAGES.messageFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pitches.sends(pitchId) }),
  })
  const waiting = (sends.data?.sends ?? []).filter(isWaitingMessage)

  // The button that had focus went with its message: the next message's has it now, or the dialog
  // once none is left (this list goes with the last one), not the page behind it.
  const dialog = useRef<HTMLElement | null>(null)
  const count = waiting.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message leaves the list
  useEffect(() => {
    dialog.current = list.current?.closest<HTMLElement>('[role="dialog"]') ?? dialog.current
    if (!taken.current || !focusWasLost()) return
    taken.current = false
    ;(list.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? dialog.current)?.focus()
  }, [count])

  if (waiting.length === 0 && !error) return null
  return (
    <section className="pitch-dialog-section" aria-labelledby="pitch-scheduled-messages">
      <h3 id="pitch-scheduled-messages" className="overline">
        Scheduled messages
      </h3>
      <ul className="pitch-scheduled-messages" ref={list}>
        {waiting.map((message) => (
          <li key={message.id}>
            <span>
              <strong>{message.subject}</strong>{' '}
              <span className="muted">
                {message.scheduled_for ? formatDateTime(message.scheduled_for) : ''}
              </span>
            </span>
            <button
              type="button"
              className="button button-secondary"
              disabled={cancel.isPending}
              aria-busy={cancel.isPending && cancel.variables === message.id}
              aria-label={`Cancel message: ${message.subject}`}
              onClick={() => cancel.mutate(message.id)}
            >
              {cancel.isPending && cancel.variables === message.id ? 'Cancelling...' : 'Cancel message'}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="pitch-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}

const isWaitingMessage = (send: PitchSend) => send.kind === 'message' && send.status === 'scheduled'
