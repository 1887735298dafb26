import * as z from '../shared/contracts/zod'
import { correlationId } from './correlation-id'

/**
 * FollowUpDue v1: a follow-up's one-off schedule came due. Produced by the Scheduler at the action's
 * time; consumed by the send queue's consumer, which checks replies, pauses and status before anything
 * goes out. The action record holds the rest.
 */
export const FollowUpDue = z.object({
  type: z.literal('FollowUpDue'),
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  actionId: z.string().check(z.minLength(1)),
  correlationId,
})
export type FollowUpDue = z.infer<typeof FollowUpDue>

export const followUpDue = (userId: string, actionId: string): FollowUpDue => ({
  type: 'FollowUpDue',
  version: 1,
  userId,
  actionId,
})
