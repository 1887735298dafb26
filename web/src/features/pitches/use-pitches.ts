import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Pitch, PitchStatus } from '../../../../shared/contracts/pitches'
import { useToast } from '../../components/ui/toast'
import { ApiError, isAbortError } from '../../lib/api-client'
import { errorMessage, serverMessage } from '../../lib/error-message'
import { type PitchEdit, pitchesApi } from './api'
import { PITCH_MESSAGES } from './constants'

export type PitchesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; pitches: Pitch[] }

/**
 * The founder's pitches, newest first, optionally for one company. `pitches` is what the server last
 * confirmed; a status move shows at once through an override and, if saving fails, the override is
 * dropped so the card falls back to the loaded data.
 */
export function usePitches(companyId: string | null) {
  const [state, setState] = useState<PitchesState>({ status: 'loading' })
  const [moves, setMoves] = useState<ReadonlyMap<string, PitchStatus>>(new Map())
  // The latest move per pitch: an older answer arriving late must not undo a newer move.
  const latestMove = useRef(new Map<string, number>())
  const toast = useToast()

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ status: 'loading' })
      try {
        const { pitches } = await pitchesApi.list(companyId, signal)
        setMoves(new Map())
        setState({ status: 'ready', pitches })
      } catch (error) {
        if (signal?.aborted || isAbortError(error)) return
        setState({ status: 'error', message: errorMessage(error, PITCH_MESSAGES.loadFailed) })
      }
    },
    [companyId],
  )

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  const replace = useCallback((pitch: Pitch) => {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, pitches: current.pitches.map((known) => (known.id === pitch.id ? pitch : known)) }
        : current,
    )
  }, [])

  const setMove = useCallback((id: string, status: PitchStatus | null) => {
    setMoves((current) => {
      const next = new Map(current)
      if (status) next.set(id, status)
      else next.delete(id)
      return next
    })
  }, [])

  const move = useCallback(
    async (id: string, status: PitchStatus) => {
      const ticket = (latestMove.current.get(id) ?? 0) + 1
      latestMove.current.set(id, ticket)
      setMove(id, status)
      try {
        const { pitch } = await pitchesApi.setStatus(id, status)
        if (latestMove.current.get(id) !== ticket) return
        replace(pitch)
        setMove(id, null)
      } catch (error) {
        if (latestMove.current.get(id) !== ticket) return
        setMove(id, null)
        toast(serverMessage(error, PITCH_MESSAGES.statusFailed), 'error')
      }
    },
    [replace, setMove, toast],
  )

  /** Saves an edited subject or body; throws so the editor can stay open with what was typed. */
  const edit = useCallback(
    async (id: string, changes: PitchEdit) => {
      const { pitch } = await pitchesApi.edit(id, changes)
      replace(pitch)
    },
    [replace],
  )

  const regenerate = useCallback(
    async (id: string) => {
      toast(PITCH_MESSAGES.regenerating, 'info')
      try {
        const { pitch } = await pitchesApi.regenerate(id)
        replace(pitch)
        toast(PITCH_MESSAGES.regenerated)
      } catch (error) {
        // The one refusal worth its own words is the cap on regenerations.
        const limited = error instanceof ApiError && error.status === 429
        toast(limited ? errorMessage(error) : PITCH_MESSAGES.regenerateFailed, 'error')
      }
    },
    [replace, toast],
  )

  /** Deletes a pitch; throws so the confirmation can stay open. */
  const remove = useCallback(
    async (id: string) => {
      await pitchesApi.remove(id)
      setState((current) =>
        current.status === 'ready'
          ? { ...current, pitches: current.pitches.filter((pitch) => pitch.id !== id) }
          : current,
      )
      toast(PITCH_MESSAGES.deleted)
    },
    [toast],
  )

  /** Sends now or schedules; throws so the send panel can show why it did not go. */
  const send = useCallback(
    async (id: string, scheduledFor?: string) => {
      const { pitch } = await pitchesApi.send(id, scheduledFor)
      replace(pitch)
      if (pitch.send_status === 'sent') toast(PITCH_MESSAGES.sent)
      else if (pitch.send_status === 'scheduled') toast(PITCH_MESSAGES.scheduled)
    },
    [replace, toast],
  )

  const pitches = useMemo(() => {
    if (state.status !== 'ready') return []
    return state.pitches.map((pitch) => {
      const status = moves.get(pitch.id)
      return status && status !== pitch.status ? { ...pitch, status } : pitch
    })
  }, [state, moves])

  return { state, pitches, reload: () => load(), move, edit, regenerate, remove, send }
}
