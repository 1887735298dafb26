import * as z from './zod'

/** Items per page of a founder's list when the request names no limit, and the most it may name. */
export const PAGE_SIZE = { default: 200, max: 500 }

export const INVALID_CURSOR = 'cursor is not one this list gave'

/** `?cursor=` (the `nextCursor` of the page before) and `?limit=` of a paged list. */
export const PageQuery = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(400, { error: INVALID_CURSOR }))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE.max))),
})
export type PageQuery = z.infer<typeof PageQuery>

/** What every paged list answers beside its items: where the next page starts, or null at the end. */
export interface PageInfo {
  nextCursor: string | null
}
