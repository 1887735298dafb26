import * as z from '../../shared/contracts/zod'
import { domainOf } from '../../shared/domain/mail-domains'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import type { Deps } from '../ports/deps'

/**
 * Why an address cannot take this send, if it cannot: not an address at all, or a domain DNS says
 * takes no mail (no MX, A or AAAA; a null MX). A send to it would only bounce, and a bounce counts
 * against every founder's delivery; DNS that does not answer stops nothing.
 */
export async function undeliverableAddress(deps: Pick<Deps, 'mailDomains'>, address: string) {
  if (!z.regexes.email.test(address.trim())) return SKIP_REASONS.badAddress
  const answer = await deps.mailDomains.takesMail(domainOf(address))
  return answer === 'no_mail_server' ? SKIP_REASONS.noMailServer : undefined
}
