import * as z from '../shared/contracts/zod'
import { correlationId } from './correlation-id'

/**
 * KitRenderRequested v1: a founder generated (or regenerated) a kit's PDF. Produced by the kit update;
 * consumed by the render job, which renders the kit's own HTML with Chromium, stores the PDF and marks
 * the kit completed or error. `version` is the kit version the request was made for: a render of a kit
 * changed since still renders the latest content, and an unchanged kit is not rendered twice.
 */
export const KitRenderRequested = z.object({
  type: z.literal('KitRenderRequested'),
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  kitId: z.string().check(z.minLength(1)),
  kitVersion: z.number().check(z.int(), z.gte(1)),
  correlationId,
})
export type KitRenderRequested = z.infer<typeof KitRenderRequested>
