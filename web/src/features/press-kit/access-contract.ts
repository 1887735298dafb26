import { UpdateKitRequest } from '../../../../shared/contracts/press-kit'
import * as z from '../../../../shared/contracts/zod'

// The access form's check with the server's contract (and zod): loaded beside the form, as the
// builder's draft check is (./draft-contract.ts).

/** What the access form holds: a new password ('' keeps the current one) and the e-mail gate. */
export interface KitAccessValues {
  password: string
  require_email: boolean
}

/** The part of the PUT's body the access form sends. */
type AccessChanges = Pick<UpdateKitRequest, 'password' | 'settings'>

/**
 * The access form read as the PUT's body, then checked with the server's own UpdateKitRequest (its
 * `password` and `settings`): a password it refuses is refused here with the same message, beside
 * the field. An empty password sends none, so the current one stays.
 */
export const kitAccessContract = z.pipe(
  z.pipe(
    z.custom<KitAccessValues>(),
    z.transform(
      ({ password, require_email }: KitAccessValues): AccessChanges => ({
        ...(password === '' ? {} : { password }),
        settings: { require_email },
      }),
    ),
  ),
  z.pick(UpdateKitRequest, { password: true, settings: true }),
)
