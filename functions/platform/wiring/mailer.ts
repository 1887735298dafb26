import { type SesTimeouts, sesMailer } from '../../adapters/aws/ses-mailer'
import { dnsMailDomains, everyDomainTakesMail } from '../../adapters/dns-mail-domains'
import { localMailbox } from '../../adapters/local/mailbox'
import { tableScheduler } from '../../adapters/local/table-queue'
import { recordDeliveryEvent } from '../../sending/delivery-events'
import type { PortFactory } from '../container'
import { noMetrics } from '../metrics'
import { blobsPort } from './blobs'

/**
 * SES in AWS; the local mailbox (messages kept in the table, bodies in the file store) otherwise. A
 * Lambda's bundle is built with PRESSROOM_HOST set to 'lambda' (LAMBDA_BUNDLING.define), so the mailbox's
 * branch is dead code there and esbuild leaves it out with the S3 client its file store brings (184 kB
 * of the functions that send). The test stays written out here: esbuild drops an import only when the
 * condition is a constant in the importing module itself.
 */
export const mailerPort: PortFactory<'mailer'> = (config, deps) =>
  process.env.PRESSROOM_HOST === 'lambda' || config.MAIL_TRANSPORT === 'ses'
    ? sesMailer({
        region: config.AWS_REGION,
        configurationSet: config.SES_CONFIGURATION_SET,
        timeouts: SES_TIMEOUTS,
      })
    : localMailbox({
        ...deps,
        blobs: blobsPort(config, deps),
        deliveryEvents: (event) =>
          recordDeliveryEvent({ ...deps, scheduler: tableScheduler(deps), metrics: noMetrics }, event),
      })

/**
 * One attempt per call (the client's maxAttempts: 1): a retry after a timeout could mail a message SES
 * had taken; the adapter asks again only after a rate limit, and deliverSend's queue only what SES did
 * not take. A connection (TCP and TLS) not made in 3 s sent nothing; an attempt unanswered 5 s after it
 * began is an unknown outcome; and a send asks again after a rate limit only while it can still end
 * within 8 s, inside its 10 s lease and the function's timeout. No endpoint and no credentials: SES's
 * own, and the SDK's default chain (the role's keys in a Lambda).
 */
export const SES_TIMEOUTS: SesTimeouts = {
  connectionTimeout: 3_000,
  requestTimeout: 5_000,
  sendWithin: 8_000,
}

/**
 * DNS before each send: the configured servers (the tests' loopback DNS), else the system's in AWS.
 * The embedded stack without servers asks nothing: its demo journalists' reserved domains need no
 * real DNS (example.com publishes a null MX), and it works offline (decision 040).
 */
export const mailDomainsPort: PortFactory<'mailDomains'> = (config, deps) =>
  config.DNS_SERVERS.length > 0 || process.env.PRESSROOM_HOST === 'lambda' || config.MAIL_TRANSPORT === 'ses'
    ? dnsMailDomains({ servers: config.DNS_SERVERS, now: deps.now })
    : everyDomainTakesMail
