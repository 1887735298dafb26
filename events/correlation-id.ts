import * as z from '../shared/contracts/zod'

/**
 * On every queue message, optional: the correlation id of the work that put it on the queue or in a
 * schedule (an HTTP request's id, the message it came from), so the consumer's log lines carry it too
 * (functions/platform/correlation.ts). Added within v1: a message queued before it still reads.
 */
export const correlationId = z.optional(z.string())
