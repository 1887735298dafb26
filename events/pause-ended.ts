import * as z from '../shared/contracts/zod'
import { correlationId } from './correlation-id'

/** PauseEnded v1: a pause's resume date came: what it held is rescheduled. */
export const PauseEnded = z.object({
  type: z.literal('PauseEnded'),
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  pauseId: z.string().check(z.minLength(1)),
  /** The resume date the schedule was made for: a pause moved or lifted since is left alone. */
  resumeDate: z.string().check(z.minLength(1)),
  correlationId,
})
export type PauseEnded = z.infer<typeof PauseEnded>
