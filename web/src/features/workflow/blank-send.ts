import { hasBody } from '../../../../shared/contracts/sending'
import type { WorkflowCard } from '../../../../shared/contracts/workflow'

/**
 * Whether a bulk send would mail this card although it has no text: it has an address, was never sent
 * and its journalist has not replied (the server skips those), and its body is empty. The server
 * refuses a send naming one, so the board does not offer it.
 */
export const wouldSendBlank = (card: Pick<WorkflowCard, 'journalist' | 'pitch'>) =>
  !!card.journalist.email && !card.pitch.sent_at && !card.pitch.replied_at && !hasBody(card.pitch.content)
