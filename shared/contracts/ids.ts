import * as z from './zod'

/**
 * Every id the API hands out (UUIDs; imported journalist ids of at most 64 characters) fits in 100. A
 * longer one names nothing, and would overflow DynamoDB's key limits (1,024 bytes for a sort key).
 */
export const ID_MAX_LENGTH = 100

/** An id in a request body or query, named in its messages. */
export const idField = (name: string, required = `${name} is required`) =>
  z
    .string({ error: required })
    .check(
      z.minLength(1, { error: required }),
      z.maxLength(ID_MAX_LENGTH, { error: `${name} is at most ${ID_MAX_LENGTH} characters` }),
    )

/** An id in a path: one that cannot exist is Not Found, like any id that does not. */
export const PathId = z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH, { error: 'Not Found' }))

/** The parameters of a `/things/{id}` path. */
export const IdParams = z.strictObject({ id: PathId })
