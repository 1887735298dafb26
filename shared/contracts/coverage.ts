import * as z from './zod'

/** The link of the story a pitch won: PUT /api/pitches/{id}/coverage, and the pitch dialog's form. */
export const CoverageRequest = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter the link of the published story' })
    .check(z.maxLength(2000)),
})
export type CoverageRequest = z.infer<typeof CoverageRequest>
