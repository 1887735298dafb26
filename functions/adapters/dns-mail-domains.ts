import { Resolver } from 'node:dns/promises'
import { MAIL_DOMAIN_CACHE, type MailDomainAnswer } from '../../shared/domain/mail-domains'
import type { MailDomains } from '../ports/mail-domains'

/** The answers that say a name has no records of the type asked (or does not exist at all). */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND'])

export interface DnsMailDomainsOptions {
  /** `ip` or `ip:port` each; the system's resolvers (the VPC's in a Lambda) without them. */
  servers?: string[]
  now: () => Date
  /** Per query and attempt; a send waits at most timeoutMs × tries × 3 queries on a dead resolver. */
  timeoutMs?: number
  tries?: number
}

/**
 * Asks DNS whether a domain takes mail: its MX records; a null MX (RFC 7505, "0 .") says it takes
 * none; with no MX at all, an A or AAAA record is its mail server (RFC 5321, 5.1). Only a definite
 * answer counts: a timeout or a failing server is 'unknown', and the send goes (SES, and its bounce,
 * have the last word). Answers are kept for MAIL_DOMAIN_CACHE's times.
 */
export function dnsMailDomains(options: DnsMailDomainsOptions): MailDomains {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 2_000, tries: options.tries ?? 2 })
  if (options.servers?.length) resolver.setServers(options.servers)
  const cache = new Map<string, { answer: MailDomainAnswer; until: number }>()

  /** The records, [] when the name has none of the type, undefined when DNS gave no answer. */
  const ask = async <T>(query: () => Promise<T[]>): Promise<T[] | undefined> => {
    try {
      return await query()
    } catch (error) {
      if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? '')) return []
      return undefined
    }
  }

  const lookUp = async (domain: string): Promise<MailDomainAnswer> => {
    const mx = await ask(() => resolver.resolveMx(domain))
    if (!mx) return 'unknown'
    if (mx.length > 0)
      return mx.every((record) => record.exchange === '' || record.exchange === '.')
        ? 'no_mail_server'
        : 'takes_mail'
    const [a, aaaa] = await Promise.all([
      ask(() => resolver.resolve4(domain)),
      ask(() => resolver.resolve6(domain)),
    ])
    if (a?.length || aaaa?.length) return 'takes_mail'
    return a && aaaa ? 'no_mail_server' : 'unknown'
  }

  return {
    async takesMail(domain) {
      const name = domain.toLowerCase()
      const now = options.now().getTime()
      const kept = cache.get(name)
      if (kept && kept.until > now) return kept.answer
      const answer = await lookUp(name)
      cache.delete(name)
      if (answer !== 'unknown') {
        const keepFor =
          answer === 'takes_mail' ? MAIL_DOMAIN_CACHE.takesMailMs : MAIL_DOMAIN_CACHE.noMailServerMs
        cache.set(name, { answer, until: now + keepFor })
        // A Map iterates in insertion order: the first key is the oldest answer.
        if (cache.size > MAIL_DOMAIN_CACHE.maxDomains) cache.delete(cache.keys().next().value as string)
      }
      return answer
    },
  }
}

/** The embedded stack without DNS servers configured: the local mailbox takes mail for every domain. */
export const everyDomainTakesMail: MailDomains = { takesMail: async () => 'takes_mail' }
