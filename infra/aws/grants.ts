import type { IUserPool } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IGrantable } from 'aws-cdk-lib/aws-iam'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager'
import { allows, BUCKET_NEEDS, isBucketNeed, type Need } from '../../functions/platform/needs'

/** What the needs of a handler are granted on. */
export interface NeedResources {
  table: ITable
  assetsBucket: IBucket
  userPool: IUserPool
  appSecrets: ISecret
  mail: {
    grantMail(grantee: IGrantable): void
    grantEnqueue(grantee: IGrantable): void
    grantScheduling(grantee: IGrantable): void
    grantIdentities(grantee: IGrantable, access: { manage: boolean }): void
  }
  renderer: { grantRequest(grantee: IGrantable): void }
  feeds: { grantRequest(grantee: IGrantable): void }
}

/**
 * Grants a Lambda exactly what its handler declares (`needs` beside each endpoint group), so a group
 * that only reads the table cannot write it, and only the groups that send can reach SES.
 */
export function grantNeeds(grantee: IGrantable, needs: readonly Need[], on: NeedResources) {
  const has = (need: Need) => needs.includes(need)
  if (has('table:write')) on.table.grantReadWriteData(grantee)
  else if (has('table:read')) on.table.grantReadData(grantee)
  for (const need of needs.filter(isBucketNeed)) {
    const { prefix, access } = BUCKET_NEEDS[need]
    on.assetsBucket.grantRead(grantee, `${prefix}*`)
    if (allows(access, 'put')) on.assetsBucket.grantPut(grantee, `${prefix}*`)
    if (allows(access, 'delete')) on.assetsBucket.grantDelete(grantee, `${prefix}*`)
  }
  // Sign-up confirms the account at once; every other Cognito call the code makes is unauthenticated.
  if (has('identity:admin'))
    on.userPool.grant(grantee, 'cognito-idp:AdminConfirmSignUp', 'cognito-idp:AdminUpdateUserAttributes')
  if (has('secrets:read')) on.appSecrets.grantRead(grantee)
  if (has('mail:send')) on.mail.grantMail(grantee)
  if (has('sends:enqueue')) on.mail.grantEnqueue(grantee)
  if (has('followups:schedule')) on.mail.grantScheduling(grantee)
  if (has('identities:manage')) on.mail.grantIdentities(grantee, { manage: true })
  if (has('renders:request')) on.renderer.grantRequest(grantee)
  if (has('feeds:enqueue')) on.feeds.grantRequest(grantee)
}
