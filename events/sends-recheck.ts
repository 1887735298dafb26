import * as z from '../shared/contracts/zod'
import { correlationId } from './correlation-id'

/** The most sends one recheck names: a bulk send records and hands on its sends in groups of this many. */
export const RECHECK_GROUP = 25

/**
 * SendsRecheck v1: look again, a while later, at sends a request recorded. Produced by a one-off
 * schedule that the request made before recording them (an immediate send, each group of a bulk send
 * or message, scheduled or not); consumed by the send queue's consumer, which delivers each one still
 * waiting for a delivery (a scheduled one waits for its own schedule). So a request that stopped between recording a send and handing it on (a crash, a
 * timeout) cannot leave it waiting for ever. With `jobId` (a bulk job's groups, all scheduled before
 * the first is recorded), sends never recorded are counted on the job as lost, so it still ends.
 */
export const SendsRecheck = z.object({
  type: z.literal('SendsRecheck'),
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  sendIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(RECHECK_GROUP)),
  /** The bulk job the sends belong to: those of them never recorded are counted on it as lost. */
  jobId: z.optional(z.string().check(z.minLength(1))),
  correlationId,
})
export type SendsRecheck = z.infer<typeof SendsRecheck>

export const sendsRecheck = (userId: string, sendIds: string[], jobId?: string): SendsRecheck => ({
  type: 'SendsRecheck',
  version: 1,
  userId,
  sendIds,
  ...(jobId ? { jobId } : {}),
})
