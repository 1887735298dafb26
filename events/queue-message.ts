import { z } from 'zod'
import { FollowUpDue } from './follow-up-due'
import { PauseEnded } from './pause-ended'
import { SendRequested } from './send-requested'

/** What travels on the send queue: a send to deliver, a follow-up come due, a pause that ended. */
export const QueueMessage = z.discriminatedUnion('type', [SendRequested, FollowUpDue, PauseEnded])
export type QueueMessage = z.infer<typeof QueueMessage>
