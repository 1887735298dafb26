import type { FoundCoverageStatus } from '../domain/found-coverage'
import * as z from './zod'

/** The link of the story a pitch won: PUT /api/pitches/{id}/coverage, and the pitch dialog's form. */
export const CoverageRequest = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter the link of the published story' })
    .check(z.maxLength(2000)),
})
export type CoverageRequest = z.infer<typeof CoverageRequest>

/**
 * A feed story naming one of the founder's companies (issue 41): possible coverage of the pitch it
 * answers (`pitchId`), or unprompted coverage (`pitchId` null). GET /api/coverage/found lists them.
 */
export interface FoundCoverage {
  id: string
  pitchId: string | null
  companyId: string
  /** Its author is the pitched journalist, or it is at the pitched publication; null when unprompted. */
  matchedBy: 'author' | 'publication' | null
  status: FoundCoverageStatus
  url: string
  title: string
  publication: string
  published: string | null
  authors: string[]
  /** The company's name (or other name) the story used. */
  named: string
  foundAt: string
}

/** POST /api/coverage/found/{id}/confirm: it becomes the pitch's coverage, and moves it if asked. */
export const ConfirmFoundCoverageRequest = z.strictObject({
  moveToPickedUp: z._default(z.boolean({ error: 'moveToPickedUp is true or false' }), true),
})
export type ConfirmFoundCoverageRequest = z.infer<typeof ConfirmFoundCoverageRequest>
