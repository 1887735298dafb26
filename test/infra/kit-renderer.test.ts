import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPressroomApp } from './pressroom-test-app'

let render: Template
let api: Template

beforeAll(() => {
  const stacks = createPressroomApp()
  render = Template.fromStack(stacks.render)
  api = Template.fromStack(stacks.api)
})

describe('the kit renderer', () => {
  it('renders from its own encrypted, TLS-only queue with a dead-letter queue and an alarm on it', () => {
    render.resourceCountIs('AWS::SQS::Queue', 2)
    render.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 360,
      RedrivePolicy: { maxReceiveCount: 3, deadLetterTargetArn: Match.anyValue() },
    })
    render.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    })
    render.hasResourceProperties('AWS::CloudWatch::Alarm', { Threshold: 1 })
  })

  it('is a Chromium-sized function taking one kit at a time and reporting it alone when it fails', () => {
    render.hasResourceProperties('AWS::Lambda::Function', {
      MemorySize: 2048,
      Timeout: 60,
      Architectures: ['x86_64'],
      Environment: {
        Variables: Match.objectLike({ RENDER_QUEUE_URL: Match.anyValue(), TABLE_NAME: Match.anyValue() }),
      },
    })
    render.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    })
  })

  it('writes only kit files in the bucket', () => {
    const policies = Object.values(render.findResources('AWS::IAM::Policy'))
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement)
    const s3 = statements.filter((statement: { Action: string | string[] }) =>
      [statement.Action].flat().some((action) => action.startsWith('s3:Put')),
    )
    expect(s3.length).toBeGreaterThan(0)
    for (const statement of s3) expect(JSON.stringify(statement.Resource)).toContain('/kits/*')
  })

  it('lets only the press kit endpoints ask for a render', () => {
    const policies = api.findResources('AWS::IAM::Policy')
    const senders = Object.entries(policies).filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('KitRendererQueue'),
    )
    expect(senders.map(([id]) => id)).toEqual([expect.stringMatching(/^PressKitEndpoints/)])
  })
})
