import type {
  Conversation,
  ConversationMessage,
  Inbox,
  InboxFilter,
} from '../../../../shared/contracts/conversations'
import { ApiError, api } from '../../lib/api-client'
import { downloadBlob } from '../../lib/download'
import { CONVERSATION_MESSAGES } from './constants'

const pitchPath = (id: string) => `/api/pitches/${encodeURIComponent(id)}`

export const conversationsApi = {
  conversation: (pitchId: string, signal?: AbortSignal) =>
    api.get<{ conversation: Conversation }>(`${pitchPath(pitchId)}/conversation`, { signal }),
  /** The founder's answer; the same key again (a retry, a double click) sends nothing twice. */
  reply: (pitchId: string, body: string, idempotencyKey: string) =>
    api.post<{ reply: ConversationMessage }>(
      `${pitchPath(pitchId)}/replies`,
      { body },
      { headers: { 'idempotency-key': idempotencyKey } },
    ),
  inbox: (filter: InboxFilter, signal?: AbortSignal) =>
    api.get<Inbox>(`/api/inbox?filter=${filter}`, { signal }),
  markRead: (pitchId: string) =>
    api.post<{ marked: number }>(`/api/inbox/${encodeURIComponent(pitchId)}/read`),
  /** A message's sanitised HTML, read with the founder's token; remote images only when asked. */
  html: async (url: string, images: boolean) => {
    const response = ok(await api.raw('GET', images ? `${url}?images=show` : url))
    return {
      html: await response.text(),
      blockedImages: Number(response.headers.get('x-blocked-images') ?? 0),
    }
  },
  /** A kept file, downloaded with the founder's token (never a public link). */
  download: async (url: string, filename: string) => {
    const response = ok(await api.raw('GET', url))
    downloadBlob(await response.blob(), filename)
  },
}

/** A file or page answered with an error status is not shown as if it were the file. */
function ok(response: Response) {
  if (!response.ok) throw new ApiError(CONVERSATION_MESSAGES.fileFailed, response.status)
  return response
}
