import { randomBytes } from 'node:crypto'
import { Resolver } from 'node:dns/promises'
import { dkimName, dkimTarget, mailFromMxHost, type RecordState } from '../../shared/domain/sending-domain'
import type { SendingIdentities } from '../ports/sending-identities'

export interface DnsIdentitiesOptions {
  /** The SES region the records would name (the MAIL FROM MX host). */
  region: string
  /** `ip` or `ip:port` each (the tests' loopback DNS); the system's resolvers without them. */
  servers?: string[]
  timeoutMs?: number
  tries?: number
}

const sameName = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '')

/**
 * The embedded stack's stand-in for SES identities: the tokens are made here, and a check asks DNS
 * itself for each record SES would look for, a CNAME per DKIM token, the MAIL FROM domain's MX and SPF
 * TXT. Any answer that is not the record (none, NXDOMAIN, a timeout offline) is 'missing'; verified
 * means the three DKIM CNAMEs are found, as SES's Easy DKIM verification does. Nothing is kept: the
 * use cases keep the tokens on the founder's domain record.
 */
export function dnsIdentities(options: DnsIdentitiesOptions): SendingIdentities {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 1_500, tries: options.tries ?? 1 })
  if (options.servers?.length) resolver.setServers(options.servers)
  const found = async <T>(
    query: () => Promise<T[]>,
    matches: (record: T) => boolean,
  ): Promise<RecordState> => {
    try {
      return (await query()).some(matches) ? 'found' : 'missing'
    } catch {
      return 'missing'
    }
  }
  return {
    region: options.region,
    async create() {
      // SES's tokens are 32 base-32 characters; these only have to be names nobody else publishes.
      return { dkimTokens: [0, 1, 2].map(() => randomBytes(16).toString('hex')) }
    },
    async check({ domain, dkimTokens, mailFromDomain }) {
      const [dkim, mailFromMx, mailFromSpf] = await Promise.all([
        Promise.all(
          dkimTokens.map((token) =>
            found(
              () => resolver.resolveCname(dkimName(token, domain)),
              (target) => sameName(target, dkimTarget(token)),
            ),
          ),
        ),
        found(
          () => resolver.resolveMx(mailFromDomain),
          (mx) => sameName(mx.exchange, mailFromMxHost(options.region)),
        ),
        found(
          () => resolver.resolveTxt(mailFromDomain),
          (chunks) => /^v=spf1\s.*\binclude:amazonses\.com\b/i.test(chunks.join('')),
        ),
      ])
      return { dkim, mailFromMx, mailFromSpf, verified: dkim.length > 0 && dkim.every((s) => s === 'found') }
    },
    async remove() {},
  }
}
