import { Duration } from 'aws-cdk-lib'
import { Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3'
import { Construct } from 'constructs'
import { privateBucketProps, type Stage } from '../stage'

/** Access logs answer "who fetched this file" for a while, not forever. */
export const ACCESS_LOG_RETENTION = Duration.days(90)

export interface AccessLogsBucketProps {
  stage: Stage
  /**
   * CloudFront's standard logs are delivered with an ACL grant, so such a bucket keeps ACLs enabled
   * (owner preferred); S3 server access logs need none (delivered under a bucket policy).
   */
  cloudFrontLogs?: boolean
}

/**
 * Where a stack's buckets (and its distribution) write their access logs: private, encrypted, TLS only,
 * emptied after 90 days. One per stack, because the log bucket's policy names each source bucket, and a
 * shared one would make the stacks depend on each other in a cycle.
 */
export class AccessLogsBucket extends Construct {
  readonly bucket: Bucket

  constructor(scope: Construct, id: string, props: AccessLogsBucketProps) {
    super(scope, id)
    this.bucket = new Bucket(this, 'Bucket', {
      ...privateBucketProps(props.stage),
      objectOwnership: props.cloudFrontLogs
        ? ObjectOwnership.BUCKET_OWNER_PREFERRED
        : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: ACCESS_LOG_RETENTION }],
    })
  }
}
