import { Duration, Stack, type StackProps } from 'aws-cdk-lib'
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb'
import { Bucket, StorageClass } from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import { ASSET_PREFIXES } from '../../../functions/platform/asset-prefixes'
import { TEMPORARY_FILES_DAYS, TEMPORARY_PREFIXES } from '../../../functions/platform/temporary-files'
import { TABLE_KEYS } from '../../../functions/store/table-definition'
import { AccessLogsBucket } from '../constructs/access-logs-bucket'
import { privateBucketProps, removalPolicyFor, type Stage } from '../stage'

export interface DataStackProps extends StackProps {
  stage: Stage
}

/** Where press kit files live (functions/press-kit/kits.ts: kits/<user>/<kit>/…): images and PDFs. */
export const KITS_PREFIX = ASSET_PREFIXES.kits
/** Kit files nobody has read for this long move to cheaper tiers by themselves (no retrieval fee). */
export const KIT_FILES_TIERING_AFTER = Duration.days(30)

/** State that outlives deployments: the single table and the bucket of kit assets and PDFs. */
export class DataStack extends Stack {
  readonly table: Table
  readonly assetsBucket: Bucket

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props)
    const { stage } = props

    // Built from the same key definitions as the embedded stack's table and the ElectroDB entities.
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_KEYS.timeToLiveAttribute,
      deletionProtection: stage === 'prod',
      removalPolicy: removalPolicyFor(stage),
    })
    for (const index of TABLE_KEYS.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      })
    }

    const accessLogs = new AccessLogsBucket(this, 'AccessLogs', { stage })
    // Served only through presigned URLs, never publicly.
    this.assetsBucket = new Bucket(this, 'AssetsBucket', {
      ...privateBucketProps(stage),
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 'assets/',
      lifecycleRules: [
        // A kit's PDF is overwritten in place at each render and named by the kit's record, so it
        // cannot expire; kits nobody opens any more get cheaper storage instead.
        {
          id: 'tier-kit-files',
          prefix: KITS_PREFIX,
          transitions: [
            { storageClass: StorageClass.INTELLIGENT_TIERING, transitionAfter: KIT_FILES_TIERING_AFTER },
          ],
        },
        // Large exports and kit downloads are made again on each request and reached by links that
        // last minutes (functions/platform/temporary-files.ts).
        ...Object.entries(TEMPORARY_PREFIXES).map(([name, prefix]) => ({
          id: `expire-${name}`,
          prefix,
          expiration: Duration.days(TEMPORARY_FILES_DAYS),
        })),
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    })
  }
}
