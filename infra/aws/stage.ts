import type { App } from 'aws-cdk-lib'
import { RemovalPolicy } from 'aws-cdk-lib'
import { BlockPublicAccess, BucketEncryption, type BucketProps, ObjectOwnership } from 'aws-cdk-lib/aws-s3'

/**
 * `dev` is disposable: `cdk destroy` removes everything, data included. `prod` keeps what cannot be
 * rebuilt (the table, the user pool, the buckets of files and mail) when a stack is deleted or a resource
 * replaced, and the table refuses deletion until its protection is turned off.
 */
export type Stage = 'dev' | 'prod'

export const STAGES: readonly Stage[] = ['dev', 'prod']

/** `cdk deploy -c stage=prod`; dev unless told. */
export function stageOf(app: App, override?: string): Stage {
  const value = override ?? app.node.tryGetContext('stage') ?? 'dev'
  if (!STAGES.includes(value)) throw new Error(`stage must be one of ${STAGES.join(', ')}: ${value}`)
  return value as Stage
}

/** State the operator would miss: retained in prod, removed with the stack in dev. */
export const removalPolicyFor = (stage: Stage) =>
  stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY

/**
 * What every Pressroom bucket is: private, encrypted with S3's key, TLS only, owned by the bucket owner
 * (no ACLs). Retained in prod; in dev emptied and deleted with its stack.
 */
export function privateBucketProps(stage: Stage): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: removalPolicyFor(stage),
    autoDeleteObjects: stage === 'dev',
  }
}
