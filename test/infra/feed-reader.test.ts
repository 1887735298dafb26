import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPressroomApp } from './pressroom-test-app'

let feeds: Template
let api: Template

beforeAll(() => {
  const stacks = createPressroomApp()
  feeds = Template.fromStack(stacks.feeds)
  api = Template.fromStack(stacks.api)
})

describe('the feed reader', () => {
  it('is woken every 15 minutes by a recurring EventBridge Scheduler schedule putting FeedsDue on its queue', () => {
    feeds.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('FeedReaderQueue'), 'Arn'] },
        Input: JSON.stringify({ type: 'FeedsDue', version: 1 }),
        DeadLetterConfig: {
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('FeedReaderDeadLetterQueue'), 'Arn'] },
        },
      }),
    })
  })

  it('reads from its own encrypted, TLS-only queue with a dead-letter queue and an alarm on it', () => {
    feeds.resourceCountIs('AWS::SQS::Queue', 2)
    feeds.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 720,
      RedrivePolicy: { maxReceiveCount: 3, deadLetterTargetArn: Match.anyValue() },
    })
    feeds.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    })
    feeds.hasResourceProperties('AWS::CloudWatch::Alarm', { Threshold: 1 })
  })

  it('fans out onto that queue and reports each failed record alone', () => {
    feeds.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 120,
      Environment: {
        Variables: Match.objectLike({ FEED_QUEUE_URL: Match.anyValue(), TABLE_NAME: Match.anyValue() }),
      },
    })
    feeds.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 2 },
    })
    const statements = Object.values(feeds.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement,
    )
    const sends = statements.filter((s: { Action: string | string[] }) =>
      [s.Action].flat().includes('sqs:SendMessage'),
    )
    expect(JSON.stringify(sends)).toContain('FeedReaderQueue')
  })

  it('writes only the search index in the bucket', () => {
    const statements = Object.values(feeds.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement,
    )
    const puts = statements.filter((s: { Action: string | string[] }) =>
      [s.Action].flat().some((action) => action.startsWith('s3:Put')),
    )
    expect(puts.length).toBeGreaterThan(0)
    for (const statement of puts) expect(JSON.stringify(statement.Resource)).toContain('/search/*')
  })

  it('lets only the discovery endpoints, which add feeds, put a read on its queue', () => {
    const senders = Object.entries(api.findResources('AWS::IAM::Policy')).filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('FeedReaderQueue'),
    )
    expect(senders.map(([id]) => id)).toEqual([expect.stringMatching(/^DiscoveryEndpoints/)])
  })
})
