import type { EditPitchRequest, Pitch, PitchStatus } from '../../../../shared/contracts/pitches'
import type { PitchSend } from '../../../../shared/contracts/sending'
import type * as z from '../../../../shared/contracts/zod'
import { getAllPages } from '../../lib/all-pages'
import { api } from '../../lib/api-client'

export type PitchEdit = z.output<typeof EditPitchRequest>

const pitchPath = (id: string) => `/api/pitches/${encodeURIComponent(id)}`

export const pitchesApi = {
  /** Every page of the list (newest first), optionally of one company. */
  list: (companyId: string | null, signal?: AbortSignal) =>
    getAllPages<Pitch, 'pitches'>(
      companyId ? `/api/pitches?companyId=${encodeURIComponent(companyId)}` : '/api/pitches',
      'pitches',
      { signal },
    ),
  setStatus: (id: string, status: PitchStatus) =>
    api.put<{ pitch: Pitch }>(`${pitchPath(id)}/status`, { status }),
  edit: (id: string, changes: PitchEdit) => api.put<{ pitch: Pitch }>(pitchPath(id), changes),
  /** The story the pitch won: its page is read for the headline, and the pitch moves to Picked Up. */
  coverage: (id: string, url: string) => api.put<{ pitch: Pitch }>(`${pitchPath(id)}/coverage`, { url }),
  regenerate: (id: string) => api.post<{ pitch: Pitch }>(`${pitchPath(id)}/regenerate`),
  /** Brings back the words the last regeneration replaced, while the pitch is as it left it. */
  undoRegeneration: (id: string) => api.post<{ pitch: Pitch }>(`${pitchPath(id)}/regenerate/undo`),
  remove: (id: string) => api.delete<void>(pitchPath(id)),
  /** Sends now, or at `scheduledFor` (an ISO date-time). */
  send: (id: string, scheduledFor?: string) =>
    api.post<{ pitch: Pitch }>(`${pitchPath(id)}/send`, scheduledFor ? { scheduledFor } : {}),
  /** Takes back a pitch that waits to be sent; it is unsent again. */
  cancelSend: (id: string) => api.delete<{ pitch: Pitch }>(`${pitchPath(id)}/send`),
  /** Everything sent or to be sent to the pitch's journalist about it: the pitch, messages, follow-ups. */
  sends: (id: string, signal?: AbortSignal) =>
    api.get<{ sends: PitchSend[] }>(`${pitchPath(id)}/sends`, { signal }),
  /** Takes back a message to the pitch's journalist that waits to be sent. */
  cancelMessage: (id: string, sendId: string) =>
    api.delete<{ send: PitchSend }>(`${pitchPath(id)}/messages/${encodeURIComponent(sendId)}`),
  /** Follow-ups for a pitch to a journalist already in a conversation with the founder. */
  turnOnFollowUps: (id: string) => api.post<{ actions: unknown[] }>(`${pitchPath(id)}/follow-ups`),
  /** Moves a pitch that waits to be sent to `scheduledFor` (an ISO date-time). */
  reschedule: (id: string, scheduledFor: string) =>
    api.put<{ pitch: Pitch }>(`${pitchPath(id)}/send`, { scheduledFor }),
}
