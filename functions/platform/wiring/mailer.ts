import { SESv2Client } from '@aws-sdk/client-sesv2'
import { sesMailer } from '../../adapters/aws/ses-mailer'
import { localMailbox } from '../../adapters/local/mailbox'
import type { PortFactory } from '../container'
import { blobsPort } from './blobs'

/** SES in AWS; the local mailbox (messages kept in the table, bodies in the file store) otherwise. */
export const mailerPort: PortFactory<'mailer'> = (config, deps) =>
  config.MAIL_TRANSPORT === 'ses'
    ? sesMailer({
        client: new SESv2Client({ region: config.AWS_REGION }),
        configurationSet: config.SES_CONFIGURATION_SET,
      })
    : localMailbox({ ...deps, blobs: blobsPort(config, deps) })
