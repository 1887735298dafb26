import { Stack, type StackProps } from 'aws-cdk-lib'
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { Construct } from 'constructs'
import { KitRenderer } from '../constructs/kit-renderer'

export interface RenderStackProps extends StackProps {
  table: ITable
  assetsBucket: IBucket
  userPool: IUserPool
  userPoolClient: IUserPoolClient
}

/**
 * Press kit PDFs: the render queue and the Chromium function. A stack of its own: its function ships a
 * 60 MB browser, bundled and deployed only when it changes, not with every API change.
 */
export class RenderStack extends Stack {
  readonly renderer: KitRenderer

  constructor(scope: Construct, id: string, props: RenderStackProps) {
    super(scope, id, props)
    this.renderer = new KitRenderer(this, 'KitRenderer', {
      table: props.table,
      assetsBucket: props.assetsBucket,
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
