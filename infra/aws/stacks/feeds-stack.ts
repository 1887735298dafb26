import { Stack, type StackProps } from 'aws-cdk-lib'
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import { FeedReader } from '../constructs/feed-reader'

export interface FeedsStackProps extends StackProps {
  table: ITable
  assetsBucket: IBucket
  userPool: IUserPool
  userPoolClient: IUserPoolClient
  feedUrls?: string
}

/** Publications' feeds: the feed queue, its recurring schedule and the reader function. */
export class FeedsStack extends Stack {
  readonly reader: FeedReader

  constructor(scope: Construct, id: string, props: FeedsStackProps) {
    super(scope, id, props)
    this.reader = new FeedReader(this, 'FeedReader', {
      table: props.table,
      assetsBucket: props.assetsBucket,
      ...(props.feedUrls ? { feedUrls: props.feedUrls } : {}),
      // What every function's configuration needs (see functions/platform/config.ts).
      environment: {
        TABLE_NAME: props.table.tableName,
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
        ASSETS_BUCKET: props.assetsBucket.bucketName,
      },
    })
  }
}
