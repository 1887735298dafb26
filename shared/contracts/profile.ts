import { SUBSCRIPTION_TIERS } from '../domain/plans'
import { storedText } from './text'
import * as z from './zod'

export const Profile = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  pitches_used: z.number().check(z.int()),
  pitches_purchased: z.number().check(z.int()),
  last_reset_at: z.string(),
  active_company_id: z.nullable(z.string()),
  blocked: z.boolean(),
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  launch_week_claimed: z.boolean(),
  free_pitches_remaining: z.number().check(z.int()),
  /** A journalist's reply is forwarded to `email` at once (on unless turned off). */
  forward_replies: z.boolean(),
})
export type Profile = z.infer<typeof Profile>

export const NAME_MAX_LENGTH = 100

const Name = (label: string) =>
  storedText(label).check(
    z.maxLength(NAME_MAX_LENGTH, { error: `Names are at most ${NAME_MAX_LENGTH} characters` }),
  )

/** The part of a profile its owner may change; plan, usage and flags change only through their own flows. */
export const UpdateProfileRequest = z.strictObject({
  first_name: z.optional(Name('First name')),
  last_name: z.optional(Name('Last name')),
  forward_replies: z.optional(z.boolean({ error: 'forward_replies is true or false' })),
})
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>

export const ProfileResponse = z.object({ profile: Profile })
