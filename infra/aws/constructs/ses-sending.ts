import { Aws, CfnOutput, Fn, Stack } from 'aws-cdk-lib'
import {
  ConfigurationSet,
  EmailIdentity,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses'
import { Construct } from 'constructs'

export interface SesSendingProps {
  /** The From address of every pitch; its domain becomes the SES identity. */
  mailFrom: string
  /** Where replies come back; SES only receives for a verified domain, so it is an identity too. */
  replyDomain: string
  /** The custom MAIL FROM (envelope) domain under the From domain, which SPF is checked against. */
  mailFromDomain: string
}

/**
 * What SES needs to send as the From domain: the domain identity with Easy DKIM and a custom MAIL
 * FROM domain (so SPF and DKIM both align for DMARC), a configuration set every send names, and the
 * DNS records an operator adds, as stack outputs.
 */
export class SesSending extends Construct {
  readonly configurationSet: ConfigurationSet
  readonly fromIdentity: EmailIdentity
  /** The ARNs SendEmail is authorised against: the From identity and the configuration set. */
  readonly sendResourceArns: string[]

  constructor(scope: Construct, id: string, props: SesSendingProps) {
    super(scope, id)
    const fromDomain = domainOf(props.mailFrom)

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      // Addresses that bounced or complained anywhere on SES are not tried again from this account.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    })
    this.fromIdentity = new EmailIdentity(this, 'FromIdentity', {
      identity: Identity.domain(fromDomain),
      configurationSet: this.configurationSet,
      dkimSigning: true,
      mailFromDomain: props.mailFromDomain,
      // Until the MAIL FROM records exist, SES sends with its own envelope domain instead of refusing.
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
    })
    const replyIdentity = new EmailIdentity(this, 'ReplyIdentity', {
      identity: Identity.domain(props.replyDomain),
    })

    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    })
    this.sendResourceArns = [this.fromIdentity.emailIdentityArn, configurationSetArn]

    // At stack level, so the outputs keep these names instead of hashed construct paths.
    const stack = Stack.of(this)
    for (const [name, identity] of [
      ['FromDomain', this.fromIdentity],
      ['ReplyDomain', replyIdentity],
    ] as const) {
      identity.dkimRecords.forEach((record, i) => {
        new CfnOutput(stack, `${name}DkimRecord${i + 1}`, {
          description: `DKIM CNAME ${i + 1} of 3 for ${identity === replyIdentity ? props.replyDomain : fromDomain}`,
          value: Fn.join(' ', [record.name, 'CNAME', record.value]),
        })
      })
    }
    new CfnOutput(stack, 'MailFromMxRecord', {
      description: 'MX record of the MAIL FROM domain',
      value: `${props.mailFromDomain} MX 10 feedback-smtp.${Aws.REGION}.amazonses.com`,
    })
    new CfnOutput(stack, 'MailFromSpfRecord', {
      description: 'SPF TXT record of the MAIL FROM domain',
      value: `${props.mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
    })
    new CfnOutput(stack, 'DmarcRecord', {
      description: 'DMARC TXT record of the From domain',
      value: `_dmarc.${fromDomain} TXT "v=DMARC1; p=none;"`,
    })
    new CfnOutput(stack, 'ReplyMxRecord', {
      description: 'MX record of the reply domain: SES receives its mail',
      value: `${props.replyDomain} MX 10 inbound-smtp.${Aws.REGION}.amazonaws.com`,
    })
    // Answers to the From address (a bare "reply to sender") are received as well (InboundMail), so the
    // From domain is one that only Pressroom sends and receives on.
    new CfnOutput(stack, 'FromMxRecord', {
      description: 'MX record of the From domain: SES receives answers sent to the From address',
      value: `${fromDomain} MX 10 inbound-smtp.${Aws.REGION}.amazonaws.com`,
    })
  }
}

export function domainOf(address: string): string {
  const domain = address.slice(address.lastIndexOf('@') + 1)
  if (!address.includes('@') || !domain) throw new Error(`Not an e-mail address: ${address}`)
  return domain.toLowerCase()
}
