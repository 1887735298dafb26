import type { GetEmailIdentityCommandOutput, SESv2ClientConfig } from '@aws-sdk/client-sesv2'
import type { RecordState } from '../../../shared/domain/sending-domain'
import { IDENTITY_TAG, IdentityNotOursError, type SendingIdentities } from '../../ports/sending-identities'
import { firstUse } from './first-use'

export interface SesIdentitiesOptions {
  region: string
  endpoint?: string
  credentials?: SESv2ClientConfig['credentials']
  /** The configuration set every send names: its delivery events then cover the founder's domain too. */
  configurationSet?: string
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : '')

/**
 * Founders' domains as SES v2 identities (Easy DKIM, a custom MAIL FROM), with the SDK's client (and its
 * package, as the mailer's: decision 044) loaded on first use. SES checks the records itself: DKIM as one status for the three CNAMEs, MAIL FROM as one
 * for its MX (SES does not look at the SPF record; it is reported with the MX, which SES needs first).
 */
export function sesIdentities(options: SesIdentitiesOptions): SendingIdentities {
  const ses = firstUse(
    () => import('./sesv2-sdk'),
    (sdk) =>
      new sdk.SESv2Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
      }),
  )
  const get = async (domain: string) => {
    const { sdk, client } = await ses()
    return client.send(new sdk.GetEmailIdentityCommand({ EmailIdentity: domain }))
  }
  const ours = (identity: GetEmailIdentityCommandOutput) =>
    (identity.Tags ?? []).some((tag) => tag.Key === IDENTITY_TAG.key && tag.Value === IDENTITY_TAG.value)

  return {
    region: options.region,
    async create(domain, mailFromDomain) {
      const { sdk, client } = await ses()
      let tokens: string[]
      try {
        const created = await client.send(
          new sdk.CreateEmailIdentityCommand({
            EmailIdentity: domain,
            Tags: [{ Key: IDENTITY_TAG.key, Value: IDENTITY_TAG.value }],
            ...(options.configurationSet ? { ConfigurationSetName: options.configurationSet } : {}),
          }),
        )
        tokens = created.DkimAttributes?.Tokens ?? []
      } catch (error) {
        if (errorName(error) !== 'AlreadyExistsException') throw error
        // Made by an earlier try of this request, or by someone else: only Pressroom's own is taken up
        // (IAM lets the role read only identities with Pressroom's tag: another is AccessDenied).
        const existing = await get(domain).catch((failure: unknown) => {
          if (errorName(failure) === 'AccessDeniedException') return undefined
          throw failure
        })
        if (!existing || !ours(existing))
          throw new IdentityNotOursError(`${domain} is an identity Pressroom did not create`)
        tokens = existing.DkimAttributes?.Tokens ?? []
      }
      await client.send(
        new sdk.PutEmailIdentityMailFromAttributesCommand({
          EmailIdentity: domain,
          MailFromDomain: mailFromDomain,
          // Until its MX is found SES sends with its own envelope domain rather than refusing the mail.
          BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
        }),
      )
      return { dkimTokens: tokens }
    },
    async check(expected) {
      let identity: GetEmailIdentityCommandOutput
      try {
        identity = await get(expected.domain)
      } catch (error) {
        if (errorName(error) !== 'NotFoundException') throw error
        return {
          dkim: expected.dkimTokens.map(() => 'missing'),
          mailFromMx: 'missing',
          mailFromSpf: 'missing',
          verified: false,
        }
      }
      const dkim: RecordState = identity.DkimAttributes?.Status === 'SUCCESS' ? 'found' : 'missing'
      const mailFrom: RecordState =
        identity.MailFromAttributes?.MailFromDomainStatus === 'SUCCESS' ? 'found' : 'missing'
      return {
        dkim: expected.dkimTokens.map(() => dkim),
        mailFromMx: mailFrom,
        mailFromSpf: mailFrom,
        verified: identity.VerifiedForSendingStatus === true && dkim === 'found',
      }
    },
    async remove(domain) {
      try {
        const identity = await get(domain)
        if (!ours(identity)) return
        const { sdk, client } = await ses()
        await client.send(new sdk.DeleteEmailIdentityCommand({ EmailIdentity: domain }))
      } catch (error) {
        // Gone already, or not Pressroom's to read (IAM's tag condition): nothing of ours to delete.
        if (!['NotFoundException', 'AccessDeniedException'].includes(errorName(error))) throw error
      }
    },
  }
}
