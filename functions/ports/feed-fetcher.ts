/** A feed's answer: its bytes, or "not modified" when the ETag or Last-Modified sent still holds. */
export type FeedResponse =
  | { status: 'fresh'; bytes: Uint8Array; contentType?: string; etag?: string; lastModified?: string }
  | { status: 'not-modified' }

/** Reads publications' feeds: public addresses only, capped in size and time, conditionally. */
export interface FeedFetcher {
  /** Throws FeedFetchError with a message fit for the feed's status line. */
  fetchFeed(url: string, conditions: { etag?: string; lastModified?: string }): Promise<FeedResponse>
}

export class FeedFetchError extends Error {}

export const FEED_MAX_BYTES = 5 * 1024 * 1024
export const FEED_TIMEOUT_MS = 10_000
