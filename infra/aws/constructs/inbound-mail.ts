import { Duration } from 'aws-cdk-lib'
import type { IFunction } from 'aws-cdk-lib/aws-lambda'
import { Bucket, EventType } from 'aws-cdk-lib/aws-s3'
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications'
import { ReceiptRuleSet, TlsPolicy } from 'aws-cdk-lib/aws-ses'
import { S3 } from 'aws-cdk-lib/aws-ses-actions'
import { Construct } from 'constructs'
import { privateBucketProps, type Stage } from '../stage'
import { AccessLogsBucket } from './access-logs-bucket'

/** Where SES writes each received message, and where the handler is told to look. */
export const INBOUND_PREFIX = 'inbound/'
/** Raw mail is evidence for a while, not an archive: the parsed outcome lives in the table. */
export const INBOUND_RETENTION = Duration.days(30)

export interface InboundMailProps {
  /** Replies, auto-replies and bounces arrive at <anything>@replyDomain. */
  replyDomain: string
  /**
   * The From address of every pitch: a journalist whose mail program answers the sender rather than
   * Reply-To writes to it, and that answer must reach the founder too.
   */
  mailFrom: string
  /** Reads each stored message: triggered per object, granted read on this bucket only. */
  handler: IFunction
  stage: Stage
}

/**
 * Mail to the reply domain and to the From address: an SES receipt rule stores each message raw in a private bucket under
 * inbound/, and the object's creation invokes the inbound Lambda. The rule set must be made the
 * account's active one after the first deploy (README, "Sending mail in AWS").
 */
export class InboundMail extends Construct {
  readonly bucket: Bucket
  readonly ruleSet: ReceiptRuleSet

  constructor(scope: Construct, id: string, props: InboundMailProps) {
    super(scope, id)
    const accessLogs = new AccessLogsBucket(this, 'AccessLogs', { stage: props.stage })
    this.bucket = new Bucket(this, 'Bucket', {
      // SES can write to SSE-S3 buckets without a key policy of its own.
      ...privateBucketProps(props.stage),
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 'inbound/',
      lifecycleRules: [
        { id: 'expire-raw-mail', prefix: INBOUND_PREFIX, expiration: INBOUND_RETENTION },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    })

    this.ruleSet = new ReceiptRuleSet(this, 'RuleSet')
    // The S3 action also adds the bucket policy that lets ses.amazonaws.com put objects under the
    // prefix, on condition that the mail was received by this account.
    this.ruleSet.addRule('StoreReplies', {
      recipients: [props.replyDomain, props.mailFrom.toLowerCase()],
      scanEnabled: true,
      // Mail from servers without TLS is still accepted: refusing it would lose real replies.
      tlsPolicy: TlsPolicy.OPTIONAL,
      actions: [new S3({ bucket: this.bucket, objectKeyPrefix: INBOUND_PREFIX })],
    })

    this.bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(props.handler), {
      prefix: INBOUND_PREFIX,
    })
    this.bucket.grantRead(props.handler)
  }
}
