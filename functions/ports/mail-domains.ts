import type { MailDomainAnswer } from '../../shared/domain/mail-domains'

/**
 * Whether a domain takes mail (an MX record, else an A or AAAA record: RFC 5321's implicit MX), asked
 * before each send: DNS through node:dns with configurable servers; every domain takes mail on the
 * embedded stack without them (the local mailbox takes everything).
 */
export interface MailDomains {
  takesMail(domain: string): Promise<MailDomainAnswer>
}
