import type { RecordStates } from '../../shared/domain/sending-domain'

/** What a check of a domain identity found: record by record, and whether it may be sent from. */
export interface IdentityCheck extends RecordStates {
  verified: boolean
}

/** What Pressroom asked the founder to publish for a domain: the check compares DNS with it. */
export interface ExpectedRecords {
  domain: string
  dkimTokens: string[]
  mailFromDomain: string
}

/**
 * Founders' own sending domains: SES v2 domain identities with Easy DKIM in AWS (tagged as Pressroom's,
 * which its IAM is scoped to), the records checked through DNS on the embedded stack (decision 043).
 */
export interface SendingIdentities {
  /** The region SES sends from: the MAIL FROM MX record names it. */
  readonly region: string
  /**
   * Creates the domain's identity and returns its three DKIM tokens; one that exists already (a request
   * tried again) answers its own tokens. Then sets its custom MAIL FROM domain.
   */
  create(domain: string, mailFromDomain: string): Promise<{ dkimTokens: string[] }>
  /** What is found of each record, and whether the identity may be sent from. */
  check(expected: ExpectedRecords): Promise<IdentityCheck>
  /** Deletes the identity; one that is gone already is fine. */
  remove(domain: string): Promise<void>
}

/**
 * The tag every identity Pressroom creates carries: the sending Lambda's IAM allows creating, reading
 * and deleting identities only with it (infra/aws/grants.ts), never the operator's own.
 */
export const IDENTITY_TAG = { key: 'pressroom-sending-domain', value: 'founder' } as const

/** The identity exists and is not one Pressroom made (an operator's own, or the shared From domain). */
export class IdentityNotOursError extends Error {
  override name = 'IdentityNotOursError'
}
