import { SESv2Client } from '@aws-sdk/client-sesv2'
import { sesMailer } from '../../adapters/aws/ses-mailer'
import { localMailbox } from '../../adapters/local/mailbox'
import type { Blobs } from '../../ports/blobs'
import type { Config } from '../config'
import type { PortFactory } from '../container'

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
        client: new SESv2Client({ region: config.AWS_REGION }),
        configurationSet: config.SES_CONFIGURATION_SET,
      })
    : localMailbox({ ...deps, blobs: bodyStore(config, deps) })

/**
 * The local mailbox's file store, built when it first keeps or reads a body. Imported then, not with
 * this module: a Lambda that sends through SES never needs it, and building the S3 client's modules
 * took about 5 ms of each cold start of the functions that send (decision 014).
 */
function bodyStore(
  config: Config,
  deps: Parameters<PortFactory<'blobs'>>[1],
): Pick<Blobs, 'putText' | 'getText'> {
  let blobs: Promise<Blobs> | undefined
  const store = () =>
    (blobs ??= import('./blobs')
      .then(({ blobsPort }) => blobsPort(config, deps))
      .catch((error) => {
        blobs = undefined // tried again on the next message
        throw error
      }))
  return {
    putText: async (key, body, contentType) => (await store()).putText(key, body, contentType),
    getText: async (key) => (await store()).getText(key),
  }
}
