import * as z from '../shared/contracts/zod'
import { correlationId } from './correlation-id'

/**
 * SendRequested v1: deliver one prepared outgoing message. Produced by a send, a bulk send or a
 * schedule that came due; consumed by functions/jobs/send-consumer.ts. The send record holds
 * everything else (recipient, subject, body, Message-ID), so redelivery cannot change what goes out.
 */
export const SendRequested = z.object({
  type: z.literal('SendRequested'),
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  sendId: z.string().check(z.minLength(1)),
  correlationId,
})
export type SendRequested = z.infer<typeof SendRequested>

export const sendRequested = (userId: string, sendId: string): SendRequested => ({
  type: 'SendRequested',
  version: 1,
  userId,
  sendId,
})
