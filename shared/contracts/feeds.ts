import { storedText } from './text'
import * as z from './zod'

/** Adding a publication's feed: its address, and the publication's name when the feed's title is not it. */
export const AddFeedRequest = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'Please enter a feed address (http or https)' })
    .check(z.maxLength(2000)),
  publication: z.optional(storedText('The publication').check(z.maxLength(120))),
  /** Its readers, when known: a coverage's reach on /analytics (a feed states none). */
  audience: z.optional(
    z
      .number({ error: 'Audience is a number of readers' })
      .check(z.int({ error: 'Audience is a whole number of readers' }), z.gte(1), z.lte(5_000_000_000)),
  ),
})
export type AddFeedRequest = z.infer<typeof AddFeedRequest>

/** A feed as /search shows it: what it is and how its reading goes. */
export interface FeedStatus {
  id: string
  url: string
  title: string
  publication: string
  addedAt: string
  lastReadAt: string | null
  lastSuccessAt: string | null
  /** Items in the feed at its last good read; articles it has added in all. */
  items: number
  articlesAdded: number
  lastError: string | null
  nextReadAt: string
  audience: number | null
  /** A read asked for (the feed just added) is not done yet. */
  reading: boolean
}

export interface FeedListResponse {
  feeds: FeedStatus[]
}
