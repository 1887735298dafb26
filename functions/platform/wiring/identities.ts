import { sesIdentities } from '../../adapters/aws/ses-identities'
import { dnsIdentities } from '../../adapters/dns-identities'
import type { PortFactory } from '../container'

/**
 * Founders' sending domains: SES v2 identities in AWS (and wherever mail goes through SES), else the
 * records checked through DNS, on the configured servers (the tests' loopback DNS) or the system's
 * (offline, every record is simply missing) (decision 043).
 */
export const identitiesPort: PortFactory<'identities'> = (config) =>
  process.env.PRESSROOM_HOST === 'lambda' || config.MAIL_TRANSPORT === 'ses'
    ? sesIdentities({ region: config.AWS_REGION, configurationSet: config.SES_CONFIGURATION_SET })
    : dnsIdentities({ region: config.AWS_REGION, servers: config.DNS_SERVERS })
