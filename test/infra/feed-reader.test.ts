import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { BUNDLE_SIZE_BUDGET, LAMBDA_BUNDLING } from '../../infra/aws/lambda-bundling'
import { bundleBytes, bundleInputs, startedLateBeyondExpected, unresolvedImports } from './bundle-imports'
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

describe('the feed reader, bundled for real', () => {
  it('is an ES module within the bundle budget that loads and handles an empty batch', async () => {
    const bundled = createPressroomApp({ bundleStacks: ['Pressroom-Feeds'] })
    const template = Template.fromStack(bundled.feeds)
    const [fn] = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Description: 'Pressroom publication feed reader' },
      }),
    )
    const key = String(fn?.Properties.Code.S3Key).replace(/\.zip$/, '')
    const bundle = join(bundled.app.outdir, `asset.${key}`, 'index.mjs')
    expect(existsSync(bundle), bundle).toBe(true)
    expect(readFileSync(bundle, 'utf8').startsWith(LAMBDA_BUNDLING.banner)).toBe(true)
    expect(bundleBytes(bundle)).toBeLessThanOrEqual(BUNDLE_SIZE_BUDGET)
    const entry = fileURLToPath(new URL('../../functions/jobs/read-feeds.ts', import.meta.url))
    const inputs = await bundleInputs(entry)
    expect(unresolvedImports(inputs, bundle)).toEqual([])
    expect(startedLateBeyondExpected(inputs)).toEqual([])
    const script = `
      const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)})
      process.stdout.write(JSON.stringify(await handler({ Records: [] })))`
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(JSON.parse(output)).toEqual({ batchItemFailures: [] })
  }, 180_000)
})
