import type { DomainRecord } from '../domain/sending-domain'
import { isLocalPart, isMailboxProvider, normalDomain } from '../domain/sending-domain'
import * as z from './zod'

export const DOMAIN_INVALID = 'Enter a domain you own, like acme.com'
export const DOMAIN_MAILBOX_PROVIDER =
  "This domain belongs to a mailbox provider, not to you: enter your company's own domain, like acme.com"
export const DOMAIN_TAKEN = 'This domain is already in use by another Pressroom account'
export const DOMAIN_SHARED = "This is Pressroom's own sending domain: enter a domain you own"
export const DOMAIN_ALREADY_SET = 'Remove your sending domain before adding another'
export const NO_DOMAIN = 'No sending domain yet'
export const DOMAIN_NOT_VERIFIED = 'Your domain is not verified yet: add its records, then check again'
export const LOCAL_PART_INVALID = 'Enter the part before the @, like maya or press'

/** PUT /api/sending/domain */
export const AddSendingDomainRequest = z.strictObject({
  domain: z.string({ error: DOMAIN_INVALID }).check(
    z.maxLength(253, { error: DOMAIN_INVALID }),
    z.refine((d) => !!normalDomain(d), { error: DOMAIN_INVALID, abort: true }),
    z.refine((d) => !isMailboxProvider(d.trim()), { error: DOMAIN_MAILBOX_PROVIDER }),
  ),
})

/** PUT /api/sending/domain/from */
export const ChooseFromAddressRequest = z.strictObject({
  local_part: z
    .string({ error: LOCAL_PART_INVALID })
    .check(z.trim(), z.refine(isLocalPart, { error: LOCAL_PART_INVALID })),
})

/** POST /api/sending/domain/notice: the founder saw the banner that said it is verified. */

/** A founder's sending domain as the profile screen shows it. */
export interface SendingDomain {
  domain: string
  status: 'pending' | 'verified'
  records: DomainRecord[]
  /** When a check last looked, and when the domain was first found verified. */
  checked_at: string | null
  verified_at: string | null
  /** The founder has not yet been told it is verified: the screen shows the banner once. */
  verified_notice: boolean
  /** The chosen From address at the domain, once chosen. */
  from_address: string | null
}
