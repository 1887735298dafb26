import * as z from '../shared/contracts/zod'
import { correlationId } from './correlation-id'

/** DomainCheckDue v1: time to look again at a founder's pending sending domain (decision 043). */
export const DomainCheckDue = z.object({
  type: z.literal('DomainCheckDue'),
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  /** The domain the check was booked for: one removed or replaced since is left alone. */
  domain: z.string().check(z.minLength(1)),
  correlationId,
})
export type DomainCheckDue = z.infer<typeof DomainCheckDue>
