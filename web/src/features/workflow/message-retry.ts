import type { MessageDraft } from './api'

/** A message that failed on its way: what it said, and the request id it went with. */
export interface FailedMessage {
  key: string
  requestId: string
}

/** What a message says and to whom, whatever request carries it. */
const keyOf = ({ requestId: _, ids, ...draft }: MessageDraft) =>
  JSON.stringify({ ...draft, ids: [...ids].sort() })

export function failedMessage(draft: MessageDraft): FailedMessage | null {
  return draft.requestId ? { key: keyOf(draft), requestId: draft.requestId } : null
}

/**
 * The same message sent again after a failure (the dialog is opened anew, with a new id) goes with
 * the failed request's id: if that request did reach the server, the retry names the same job and
 * nobody gets the message twice. Any other message keeps its own id.
 */
export function withRetryId(failed: FailedMessage | null, draft: MessageDraft): MessageDraft {
  return failed && failed.key === keyOf(draft) ? { ...draft, requestId: failed.requestId } : draft
}
