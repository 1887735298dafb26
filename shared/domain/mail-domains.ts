/**
 * How long the answer to "does this domain take mail?" is kept before DNS is asked again (in each
 * function's memory). A domain that takes mail rarely stops: six hours spares a bulk send of 200
 * journalists at one publication 199 lookups. A domain found with no mail server is asked again after
 * a quarter of an hour, so one just set up (or a DNS change still spreading) is not held back for long.
 * An answer that was no answer (a timeout, a failing server) is never kept: the next send asks again.
 */
export const MAIL_DOMAIN_CACHE = {
  takesMailMs: 6 * 60 * 60 * 1000,
  noMailServerMs: 15 * 60 * 1000,
  /** Past this many domains the oldest answers are dropped: a function's memory stays small. */
  maxDomains: 10_000,
} as const

/** What DNS says of a domain: it has a mail server, it has none, or it could not be told. */
export type MailDomainAnswer = 'takes_mail' | 'no_mail_server' | 'unknown'

/** The domain part of an address, lower-cased, without a trailing dot. */
export const domainOf = (address: string) =>
  (address.slice(address.lastIndexOf('@') + 1) || '').trim().toLowerCase().replace(/\.$/, '')
