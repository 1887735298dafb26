import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import type { Pitch, PitchStatus } from '../../../../shared/contracts/pitches'
import { useToast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { errorMessage, serverMessage } from '../../lib/error-message'
import { queryKeys } from '../../lib/query-keys'
import { type PitchEdit, pitchesApi } from './api'
import { CANCEL_SEND_MESSAGES, formatDateTime, PITCH_MESSAGES } from './constants'

export type PitchesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; pitches: Pitch[] }

/**
 * The founder's pitches, newest first, optionally for one company, from the shared cache: coming back
 * to /pitches shows them at once and asks the server again only once they are stale, or when the
 * founder returns to the tab (a journalist may have replied meanwhile). A status move
 * or an edit shows at once in every cached list and goes back if the server refuses; /workflow's
 * board is marked stale so it reads the move too.
 */
export function usePitches(companyId: string | null) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const query = useQuery({
    queryKey: queryKeys.pitches.list(companyId),
    queryFn: async ({ signal }) => (await pitchesApi.list(companyId, signal)).pitches,
    // Replies come by e-mail, not through this tab: back in it, the founder sees them. Not while a
    // move or an edit is on its way: a read begun after it was sent could answer from before it.
    refetchOnWindowFocus: () => (queryClient.isMutating() === 0 ? 'always' : false),
  })
  // The latest move per pitch, and the pitch as the server last confirmed it before the moves still in
  // flight: an older answer arriving late must not undo a newer move, and a refused one falls back to it.
  const latestMove = useRef(new Map<string, number>())
  // Moves in flight, shown through this state as well as the cache: set in the drop's own event, the
  // card is in its new column in the render where dnd-kit gives the focus back to it (the cache tells
  // its observers a tick later).
  const [moves, setMoves] = useState<ReadonlyMap<string, PitchStatus>>(new Map())
  const setMove = (id: string, status: PitchStatus | null) =>
    setMoves((current) => {
      const next = new Map(current)
      if (status) next.set(id, status)
      else next.delete(id)
      return next
    })
  const confirmed = useRef(new Map<string, Pitch>())

  /** Changes a pitch in every cached list of pitches (all companies' and each company's). */
  function patch(id: string, change: (pitch: Pitch) => Pitch | null) {
    queryClient.setQueriesData<Pitch[]>({ queryKey: queryKeys.pitches.all }, (pitches) =>
      pitches?.flatMap((pitch) => {
        if (pitch.id !== id) return [pitch]
        const changed = change(pitch)
        return changed ? [changed] : []
      }),
    )
  }
  const cached = (id: string) =>
    queryClient
      .getQueriesData<Pitch[]>({ queryKey: queryKeys.pitches.all })
      .flatMap(([, pitches]) => pitches ?? [])
      .find((pitch) => pitch.id === id)
  const replace = (pitch: Pitch) => patch(pitch.id, () => pitch)
  const boardIsStale = () => void queryClient.invalidateQueries({ queryKey: queryKeys.workflow.board })
  /** A send made, taken back or moved changes the pitch's history as well as the boards. */
  const sendsAreStale = (_data: unknown, _error: unknown, { id }: { id: string }) => {
    boardIsStale()
    void queryClient.invalidateQueries({ queryKey: queryKeys.pitches.sends(id) })
  }

  const moveMutation = useMutation({
    mutationFn: ({ id, status }: { id: string; status: PitchStatus; ticket: number }) =>
      pitchesApi.setStatus(id, status),
    onMutate: async ({ id, status }) => {
      // A list read in flight would put the old status back over the move: cancelled, and the move
      // shown again in case the cancellation restored the list as it was.
      await queryClient.cancelQueries({ queryKey: queryKeys.pitches.all })
      patch(id, (pitch) => ({ ...pitch, status }))
    },
    onSuccess: ({ pitch }, { id, ticket }) => {
      if (latestMove.current.get(id) !== ticket) {
        confirmed.current.set(id, pitch)
        return
      }
      confirmed.current.delete(id)
      replace(pitch)
      setMove(id, null)
    },
    onError: (error, { id, ticket }) => {
      if (latestMove.current.get(id) !== ticket) return
      const before = confirmed.current.get(id)
      confirmed.current.delete(id)
      if (before) replace(before)
      setMove(id, null)
      toast(serverMessage(error, PITCH_MESSAGES.statusFailed), 'error')
    },
    // A move to Pitched schedules follow-ups and a move away cancels them.
    onSettled: () => {
      boardIsStale()
      void queryClient.invalidateQueries({ queryKey: queryKeys.automation.actions })
    },
  })

  /** Saves an edited subject or body, shown at once; throws so the editor can stay open with what was typed. */
  const editMutation = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PitchEdit }) => pitchesApi.edit(id, changes),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.pitches.all })
      const before = cached(id)
      patch(id, (pitch) => ({ ...pitch, ...changes }))
      return { before }
    },
    onSuccess: ({ pitch }) => replace(pitch),
    onError: (_error, _changes, context) => {
      if (context?.before) replace(context.before)
    },
    onSettled: boardIsStale,
  })

  const regenerateMutation = useMutation({
    mutationFn: (id: string) => pitchesApi.regenerate(id),
    // 'Regenerating pitch...' is replaced by its outcome, not left beside it.
    onMutate: (id) => toast(PITCH_MESSAGES.regenerating, 'info', { id: `regenerate-${id}` }),
    onSuccess: ({ pitch }, id) => {
      replace(pitch)
      toast(PITCH_MESSAGES.regenerated, 'success', { id: `regenerate-${id}` })
    },
    onError: (error, id) => {
      // The one refusal worth its own words is the cap on regenerations.
      const limited = error instanceof ApiError && error.status === 429
      toast(limited ? errorMessage(error) : PITCH_MESSAGES.regenerateFailed, 'error', {
        id: `regenerate-${id}`,
      })
    },
    onSettled: boardIsStale,
  })

  const undoRegenerationMutation = useMutation({
    mutationFn: (id: string) => pitchesApi.undoRegeneration(id),
    onSuccess: ({ pitch }) => {
      replace(pitch)
      toast(PITCH_MESSAGES.restored)
    },
    onError: (error) => toast(serverMessage(error, PITCH_MESSAGES.restoreFailed), 'error'),
    onSettled: boardIsStale,
  })

  /** Deletes a pitch; throws so the confirmation can stay open. */
  const removeMutation = useMutation({
    mutationFn: (id: string) => pitchesApi.remove(id),
    onSuccess: (_, id) => {
      patch(id, () => null)
      toast(PITCH_MESSAGES.deleted)
    },
    onSettled: boardIsStale,
  })

  /** Sends now or schedules; throws so the send panel can show why it did not go. */
  const sendMutation = useMutation({
    mutationFn: ({ id, scheduledFor }: { id: string; scheduledFor?: string }) =>
      pitchesApi.send(id, scheduledFor),
    onSuccess: ({ pitch }, { scheduledFor }) => {
      replace(pitch)
      if (pitch.send_status === 'sent') toast(PITCH_MESSAGES.sent)
      else if (pitch.send_status === 'scheduled') toast(scheduledToast(pitch, scheduledFor))
      void queryClient.invalidateQueries({ queryKey: queryKeys.analytics.all })
    },
    onSettled: sendsAreStale,
  })

  /** Takes back or moves a scheduled send; throws so the send panel can say why it could not. */
  const cancelSendMutation = useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      moveTo ? pitchesApi.reschedule(id, moveTo) : pitchesApi.cancelSend(id),
    onSuccess: ({ pitch }, { moveTo }) => {
      replace(pitch)
      toast(moveTo ? CANCEL_SEND_MESSAGES.moved : CANCEL_SEND_MESSAGES.cancelled)
      void queryClient.invalidateQueries({ queryKey: queryKeys.analytics.all })
    },
    // Refused because the send moved on (it went, or is going): the dialog shows where it stands now.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
    onSettled: sendsAreStale,
  })

  const state: PitchesState =
    query.isPending || (query.isError && query.isFetching)
      ? { status: 'loading' }
      : query.isError
        ? { status: 'error', message: errorMessage(query.error, PITCH_MESSAGES.loadFailed) }
        : { status: 'ready', pitches: query.data }

  const loaded = state.status === 'ready' ? state.pitches : undefined
  const pitches = useMemo(
    () =>
      (loaded ?? []).map((pitch) => {
        const status = moves.get(pitch.id)
        return status && status !== pitch.status ? { ...pitch, status } : pitch
      }),
    [loaded, moves],
  )

  return {
    state,
    pitches,
    reload: () => void query.refetch(),
    move: async (id: string, status: PitchStatus) => {
      const ticket = (latestMove.current.get(id) ?? 0) + 1
      latestMove.current.set(id, ticket)
      setMove(id, status)
      const before = cached(id)
      if (before && !confirmed.current.has(id)) confirmed.current.set(id, before)
      patch(id, (pitch) => ({ ...pitch, status }))
      await moveMutation.mutateAsync({ id, status, ticket }).catch(() => undefined)
    },
    edit: async (id: string, changes: PitchEdit) => {
      await editMutation.mutateAsync({ id, changes })
    },
    regenerate: async (id: string) => {
      await regenerateMutation.mutateAsync(id).catch(() => undefined)
    },
    undoRegeneration: async (id: string) => {
      await undoRegenerationMutation.mutateAsync(id).catch(() => undefined)
    },
    remove: async (id: string) => {
      await removeMutation.mutateAsync(id)
    },
    send: async (id: string, scheduledFor?: string) => {
      await sendMutation.mutateAsync({ id, scheduledFor })
    },
    cancelSend: async (id: string) => {
      await cancelSendMutation.mutateAsync({ id })
    },
    reschedule: async (id: string, scheduledFor: string) => {
      await cancelSendMutation.mutateAsync({ id, moveTo: scheduledFor })
    },
  }
}

/**
 * 'Pitch scheduled', and why when the founder asked for now: the journalist already had a message from
 * them today, so it waits for their next day.
 */
export function scheduledToast(pitch: Pick<Pitch, 'scheduled_for'>, requested: string | undefined) {
  if (requested || !pitch.scheduled_for) return PITCH_MESSAGES.scheduled
  return `${PITCH_MESSAGES.scheduled} for ${formatDateTime(pitch.scheduled_for)}: one message per journalist per day`
}
