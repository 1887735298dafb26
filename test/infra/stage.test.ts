import { App } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_LOG_FIELDS } from '../../infra/aws/stacks/api-stack'
import { stageOf } from '../../infra/aws/stage'
import { createPressroomApp } from './pressroom-test-app'

type Templates = Record<'alarms' | 'data' | 'auth' | 'mail' | 'render' | 'api' | 'web', Template>

function templatesOf(context: Record<string, string>): Templates {
  const { app: _app, ...stacks } = createPressroomApp({ context })
  return Object.fromEntries(
    Object.entries(stacks).map(([name, stack]) => [name, Template.fromStack(stack)]),
  ) as Templates
}

let dev: Templates
let prod: Templates

beforeAll(() => {
  dev = templatesOf({})
  prod = templatesOf({
    stage: 'prod',
    appUrl: 'https://app.pressroom.example/',
    alarmEmail: 'ops@pressroom.example',
  })
}, 240_000)

describe('the stage (-c stage=dev|prod)', () => {
  it('is dev unless told, and refuses any other name', () => {
    expect(stageOf(new App())).toBe('dev')
    expect(stageOf(new App({ context: { stage: 'prod' } }))).toBe('prod')
    expect(() => stageOf(new App({ context: { stage: 'production' } }))).toThrow(
      'stage must be one of dev, prod',
    )
  })

  it('in prod retains the table, protects it from deletion and keeps point-in-time recovery', () => {
    prod.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    })
  })

  it('in prod retains the user pool and every bucket of data, without emptying them', () => {
    prod.auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' })
    for (const template of [prod.data, prod.mail]) {
      for (const bucket of Object.values(template.findResources('AWS::S3::Bucket')))
        expect(bucket.DeletionPolicy).toBe('Retain')
      template.resourceCountIs('Custom::S3AutoDeleteObjects', 0)
    }
  })

  it('in dev deletes the table, the user pool and the buckets (emptied first) with their stacks', () => {
    dev.data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' })
    dev.auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' })
    for (const template of [dev.data, dev.mail]) {
      const buckets = Object.keys(template.findResources('AWS::S3::Bucket'))
      for (const id of buckets) {
        template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Delete' })
        template.hasResourceProperties('Custom::S3AutoDeleteObjects', { BucketName: { Ref: id } })
      }
    }
  })

  it('keeps every bucket private, S3-encrypted and TLS-only, with access logs or as the log bucket itself', () => {
    for (const template of Object.values(prod)) {
      const buckets = template.findResources('AWS::S3::Bucket')
      const logTargets = new Set(
        Object.values(buckets).flatMap(
          (b) => b.Properties?.LoggingConfiguration?.DestinationBucketName?.Ref ?? [],
        ),
      )
      for (const [id, bucket] of Object.entries(buckets)) {
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        })
        expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toEqual({
          ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' },
        })
        expect(Boolean(bucket.Properties.LoggingConfiguration) || logTargets.has(id), id).toBe(true)
        template.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: id },
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        })
      }
    }
  })
})

describe('the HTTP API in production', () => {
  it('writes one JSON access log line per request, kept a month', () => {
    const [logGroupId] = Object.keys(
      prod.api.findResources('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 30 } }),
    ).filter((id) => id.startsWith('AccessLogs'))
    prod.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
        Format: JSON.stringify(ACCESS_LOG_FIELDS),
      },
    })
    expect(JSON.parse(JSON.stringify(ACCESS_LOG_FIELDS)).requestId).toBe('$context.requestId')
  })

  it("allows cross-origin calls from the app's own origin only when appUrl is given", () => {
    prod.api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: ['https://app.pressroom.example'],
        AllowHeaders: ['authorization', 'content-type', 'idempotency-key'],
        AllowMethods: ['*'],
        MaxAge: 3600,
      },
    })
  })

  it('has no CORS at all without appUrl: the SPA calls /api/* on its own origin through CloudFront', () => {
    dev.api.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() })
  })

  it('raises an alarm on 5xx answers of the $default stage', () => {
    prod.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      Threshold: 5,
      Dimensions: Match.arrayWith([{ Name: 'Stage', Value: '$default' }]),
    })
  })
})

describe('alarms', () => {
  it('go to one TLS-only SNS topic, with the alarm e-mail subscribed when given', () => {
    prod.alarms.resourceCountIs('AWS::SNS::Topic', 1)
    prod.alarms.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@pressroom.example',
    })
    dev.alarms.resourceCountIs('AWS::SNS::Subscription', 0)
    prod.alarms.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    })
  })

  it('watch Lambda errors and throttles across the region', () => {
    for (const metricName of ['Errors', 'Throttles'])
      prod.alarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: metricName,
        Dimensions: Match.absent(),
        Threshold: 1,
      })
  })

  it("watch Pressroom's error counts summed over every function, an unhandled one at once", () => {
    for (const [metric, threshold] of [
      ['UnhandledError', 1],
      ['HandledError', 100],
    ] as const)
      prod.alarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Metrics: [
          {
            Id: Match.anyValue(),
            Expression: `SELECT SUM(${metric}) FROM SCHEMA("Pressroom", service)`,
            Period: 300,
            ReturnData: true,
          },
        ],
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      })
  })

  it('watch every dead-letter queue for a message waiting', () => {
    const watched: string[] = []
    for (const template of Object.values(prod)) {
      const queues = Object.keys(template.findResources('AWS::SQS::Queue')).filter((id) =>
        id.includes('DeadLetter'),
      )
      for (const id of queues) {
        template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/SQS',
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [id, 'QueueName'] } }],
          Threshold: 1,
        })
        watched.push(id)
      }
    }
    // The send queue's, the scheduler's, inbound mail's, SES delivery events', the kit renderer's and
    // the feed reader's.
    expect(watched).toHaveLength(6)
  })

  it('each notify the topic: dead-letter queues, API 5xx, Lambda and Pressroom errors, throttles', () => {
    let count = 0
    for (const template of Object.values(prod)) {
      for (const [id, alarm] of Object.entries(template.findResources('AWS::CloudWatch::Alarm'))) {
        count++
        expect(JSON.stringify(alarm.Properties.AlarmActions), id).toMatch(/AlarmTopic/)
      }
    }
    // Send, schedule, inbound mail, delivery events, render and feed dead letters; API 5xx; Lambda
    // errors and throttles; unhandled and handled errors.
    expect(count).toBe(11)
  })
})

describe('CloudFront in production', () => {
  it("writes standard logs to the web stack's access-log bucket, which accepts CloudFront's ACL grant", () => {
    const [distribution] = Object.values(prod.web.findResources('AWS::CloudFront::Distribution'))
    const logging = distribution?.Properties.DistributionConfig.Logging
    expect(logging.Prefix).toBe('cloudfront/')
    const [logBucketId] = logging.Bucket['Fn::GetAtt']
    prod.web.hasResourceProperties('AWS::S3::Bucket', {
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
    })
    expect(logBucketId).toMatch(/^AccessLogs/)
  })
})
