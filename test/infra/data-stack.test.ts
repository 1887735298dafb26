import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTableInput, TABLE_KEYS } from '../../functions/store/table-definition'
import { createPressroomApp } from './pressroom-test-app'

let template: Template

beforeAll(() => {
  template = Template.fromStack(createPressroomApp().data)
})

const byName = (a: { AttributeName?: string }, b: { AttributeName?: string }) =>
  String(a.AttributeName).localeCompare(String(b.AttributeName))

describe('the data stack', () => {
  it('has exactly one DynamoDB table', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1)
  })

  it('keys the table with the partition and sort keys of TABLE_KEYS', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
    })
  })

  it('builds the same key schema, attributes and indexes as the embedded stack creates locally', () => {
    const local = createTableInput('any-name')
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'))
    const properties = table?.Properties
    expect(properties.KeySchema).toEqual(local.KeySchema)
    expect(properties.GlobalSecondaryIndexes).toEqual(local.GlobalSecondaryIndexes)
    expect([...properties.AttributeDefinitions].sort(byName)).toEqual(
      [...(local.AttributeDefinitions ?? [])].sort(byName),
    )
  })

  it('declares every global index of TABLE_KEYS with string keys and ALL projection', () => {
    for (const index of TABLE_KEYS.globalIndexes) {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        GlobalSecondaryIndexes: Match.arrayWith([
          {
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ]),
        AttributeDefinitions: Match.arrayWith([
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ]),
      })
    }
  })

  it('expires items by the TTL attribute of TABLE_KEYS', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLiveAttribute, Enabled: true },
    })
  })

  it('bills on demand and keeps point-in-time recovery on', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    })
  })

  it('deletes the table with the stack in the default dev stage (prod retains it: stage.test.ts)', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete', UpdateReplacePolicy: 'Delete' })
    template.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: false })
  })

  it('keeps the assets bucket private and encrypted', () => {
    template.hasResource('AWS::S3::Bucket', {
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      },
    })
  })

  it('refuses requests to the assets bucket that do not use TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    })
  })

  it("logs access to the assets bucket into the stack's own access-log bucket, kept 90 days", () => {
    const logBuckets = template.findResources('AWS::S3::Bucket', {
      Properties: { LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90 })] } },
    })
    const [logBucketId] = Object.keys(logBuckets)
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logBucketId }, LogFilePrefix: 'assets/' },
    })
  })

  it('moves kit files (images, PDFs) to Intelligent-Tiering after 30 days and drops failed uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'kits/',
            Transitions: [{ StorageClass: 'INTELLIGENT_TIERING', TransitionInDays: 30 }],
          }),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ]),
      },
    })
  })

  it('removes large exports and kit downloads a day after they are written', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'downloads/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    })
  })
})
