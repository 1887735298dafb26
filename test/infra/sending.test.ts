import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { App } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { endpointGroups } from '../../functions/http/groups'
import { IDENTITY_TAG } from '../../functions/ports/sending-identities'
import { BUNDLE_SIZE_BUDGET, LAMBDA_BUNDLING } from '../../infra/aws/lambda-bundling'
import { mailSettings } from '../../infra/aws/pressroom-stacks'
import { bundleBytes, bundleInputs, startedLateBeyondExpected, unresolvedImports } from './bundle-imports'
import { createPressroomApp } from './pressroom-test-app'

const entry = (name: string) => fileURLToPath(new URL(`../../functions/jobs/${name}`, import.meta.url))

let mail: Template
let api: Template

// A synth runs CloudFormation validation over every stack: seconds, longer on a busy machine.
const SYNTH_TIMEOUT = 120_000

beforeAll(() => {
  const stacks = createPressroomApp()
  mail = Template.fromStack(stacks.mail)
  api = Template.fromStack(stacks.api)
}, SYNTH_TIMEOUT)

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string }

/** The one resource of a type whose properties match, by logical id. */
function onlyId(template: Template, type: string, props?: object): string {
  const ids = Object.keys(template.findResources(type, props && { Properties: props }))
  expect(ids, `${type} matching ${JSON.stringify(props)}`).toHaveLength(1)
  return ids[0] as string
}

const functionId = (template: Template, description: string) =>
  onlyId(template, 'AWS::Lambda::Function', { Description: description })

/** Every statement of the policies attached to a function's role. */
function statementsOf(template: Template, fnId: string): Statement[] {
  const fn = template.findResources('AWS::Lambda::Function')[fnId]
  const roleId = fn?.Properties.Role['Fn::GetAtt'][0]
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((p) => p.Properties.PolicyDocument.Statement)
}

const actionsOf = (s: Statement) => [s.Action].flat()
/** The statements allowing `action`, with their resources as JSON for matching. */
const allowing = (statements: Statement[], action: string) =>
  statements.filter((s) => s.Effect === 'Allow' && actionsOf(s).includes(action))
const resourcesJson = (statements: Statement[]) => JSON.stringify(statements.map((s) => s.Resource))

const consumerId = () => functionId(mail, 'Pressroom send queue consumer')
const inboundId = () => functionId(mail, 'Pressroom inbound mail')
/** The queue feeding a function (its event source mapping's), by logical id. */
const queueFeeding = (fnId: string) => {
  const mapping = Object.values(mail.findResources('AWS::Lambda::EventSourceMapping')).find(
    (m) => m.Properties.FunctionName.Ref === fnId,
  )
  return mapping?.Properties.EventSourceArn['Fn::GetAtt'][0] as string
}
const sendQueueId = () => queueFeeding(consumerId())
const deadLetterId = () => {
  const queue = mail.findResources('AWS::SQS::Queue')[sendQueueId()]
  return queue?.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0] as string
}
const inboundDeadLetterId = () => {
  const config = Object.values(mail.findResources('AWS::Lambda::EventInvokeConfig'))[0]
  return config?.Properties.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0] as string
}
const schedulerTrust = {
  AssumeRolePolicyDocument: {
    Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })],
  },
}

const groupName = () =>
  Object.values(mail.findResources('AWS::Scheduler::ScheduleGroup'))[0]?.Properties.Name as string

describe('the send queue', () => {
  it('is encrypted, refuses plain HTTP, and hides a message for six consumer timeouts or more', () => {
    const queue = mail.findResources('AWS::SQS::Queue')[sendQueueId()]
    const consumer = mail.findResources('AWS::Lambda::Function')[consumerId()]
    expect(queue?.Properties.SqsManagedSseEnabled).toBe(true)
    expect(queue?.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * consumer?.Properties.Timeout)
    mail.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: sendQueueId() }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 'sqs:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    })
  })

  it('parks a message in its dead-letter queue after 5 receives, kept 14 days', () => {
    mail.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId(), 'Arn'] }, maxReceiveCount: 5 },
    })
    const deadLetter = mail.findResources('AWS::SQS::Queue')[deadLetterId()]
    expect(deadLetter?.Properties).toMatchObject({
      MessageRetentionPeriod: 14 * 86_400,
      SqsManagedSseEnabled: true,
    })
  })

  it('raises an alarm as soon as one message waits in the dead-letter queue', () => {
    mail.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterId(), 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      TreatMissingData: 'notBreaching',
    })
  })
})

describe('the send consumer', () => {
  it('runs functions/jobs/send-consumer.ts on Node 22, fed by the queue in batches of 10 with partial failures', () => {
    mail.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: consumerId() },
      EventSourceArn: { 'Fn::GetAtt': [sendQueueId(), 'Arn'] },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumBatchingWindowInSeconds: Match.anyValue(),
    })
    const mapping = Object.values(mail.findResources('AWS::Lambda::EventSourceMapping')).find(
      (m) => m.Properties.FunctionName.Ref === consumerId(),
    )
    expect(mapping?.Properties.MaximumBatchingWindowInSeconds).toBeGreaterThan(0)
    expect(mapping?.Properties.MaximumBatchingWindowInSeconds).toBeLessThanOrEqual(5)
    mail.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Pressroom send queue consumer',
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
    })
  })

  it('is configured for SES, the SQS queue and the scheduler, without a link base unless appUrl is set', () => {
    const variables =
      mail.findResources('AWS::Lambda::Function')[consumerId()]?.Properties.Environment.Variables
    expect(variables).toMatchObject({
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: 'pitches@mail.pressroom.example',
      REPLY_DOMAIN: 'reply.pressroom.example',
      SES_CONFIGURATION_SET: { Ref: onlyId(mail, 'AWS::SES::ConfigurationSet') },
      SEND_QUEUE_URL: { Ref: sendQueueId() },
      SEND_QUEUE_ARN: { 'Fn::GetAtt': [sendQueueId(), 'Arn'] },
      SCHEDULER_GROUP: groupName(),
      SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [onlyId(mail, 'AWS::IAM::Role', schedulerTrust), 'Arn'] },
    })
    expect(variables).toHaveProperty('TABLE_NAME')
    expect(variables).toHaveProperty('USER_POOL_ID')
    expect(variables).not.toHaveProperty('MAIL_LINK_URL')
    expect(variables).not.toHaveProperty('APP_SECRETS_ARN')
  })

  it('may read and write the table, send as the From identity, and schedule; nothing else', () => {
    const statements = statementsOf(mail, consumerId())
    expect(resourcesJson(allowing(statements, 'dynamodb:PutItem'))).toContain(
      'Pressroom-Data:ExportsOutputFnGetAttTable',
    )
    expect(resourcesJson(allowing(statements, 'ses:SendEmail'))).toContain(':configuration-set/')
    expect(resourcesJson(allowing(statements, 'ses:SendRawEmail'))).toContain(':identity/')
    expect(resourcesJson(allowing(statements, 'scheduler:CreateSchedule'))).toContain(
      `:schedule/${groupName()}/*`,
    )
    expect(allowing(statements, 'iam:PassRole')).toHaveLength(1)
    expect(allowing(statements, 'sqs:ReceiveMessage')).toHaveLength(1)
    // The local mailbox is not used in AWS: no bucket, and it never enqueues.
    expect(statements.flatMap(actionsOf).filter((a) => a.startsWith('s3:'))).toEqual([])
    expect(allowing(statements, 'sqs:SendMessage')).toEqual([])
  })
})

describe('SES delivery events', () => {
  const eventsId = () => functionId(mail, 'Pressroom SES delivery events')
  const eventsQueueId = () => queueFeeding(eventsId())
  const eventsDeadLetterId = () =>
    mail.findResources('AWS::SQS::Queue')[eventsQueueId()]?.Properties.RedrivePolicy.deadLetterTargetArn[
      'Fn::GetAtt'
    ][0] as string
  const configurationSetId = () => onlyId(mail, 'AWS::SES::ConfigurationSet')

  it("sends the configuration set's Send, Delivery, Bounce, Complaint, Reject and DeliveryDelay events to EventBridge", () => {
    const destinations = mail.findResources('AWS::SES::ConfigurationSetEventDestination')
    expect(Object.keys(destinations)).toHaveLength(1)
    const destination = Object.values(destinations)[0]?.Properties
    expect(destination.ConfigurationSetName).toEqual({ Ref: configurationSetId() })
    expect(destination.EventDestination.Enabled).toBe(true)
    expect([...destination.EventDestination.MatchingEventTypes].sort()).toEqual(
      // CloudFormation's names for SES's SEND, DELIVERY, BOUNCE, COMPLAINT, REJECT and DELIVERY_DELAY.
      ['bounce', 'complaint', 'delivery', 'deliveryDelay', 'reject', 'send'].sort(),
    )
    expect(JSON.stringify(destination.EventDestination.EventBridgeDestination.EventBusArn)).toContain(
      ':event-bus/default',
    )
  })

  it("matches SES's six detail types of that configuration set alone onto an encrypted queue of their own", () => {
    mail.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': [
          'Email Sent',
          'Email Delivered',
          'Email Bounced',
          'Email Complaint Received',
          'Email Rejected',
          'Email Delivery Delayed',
        ],
        detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: configurationSetId() }] } } },
      },
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [eventsQueueId(), 'Arn'] } })],
    })
    const queue = mail.findResources('AWS::SQS::Queue')[eventsQueueId()]
    expect(queue?.Properties.SqsManagedSseEnabled).toBe(true)
    // EventBridge may put events on it, from that rule only.
    mail.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: eventsQueueId() }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: Match.arrayWith(['sqs:SendMessage']),
            Principal: { Service: 'events.amazonaws.com' },
            Condition: { ArnEquals: { 'aws:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    })
  })

  it('runs functions/jobs/delivery-events.ts on that queue in batches with partial failures', () => {
    mail.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: eventsId() },
      EventSourceArn: { 'Fn::GetAtt': [eventsQueueId(), 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    })
    const queue = mail.findResources('AWS::SQS::Queue')[eventsQueueId()]
    const fn = mail.findResources('AWS::Lambda::Function')[eventsId()]
    expect(queue?.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * fn?.Properties.Timeout)
    expect(fn?.Properties.Runtime).toBe('nodejs22.x')
  })

  it('parks an event failed 5 times in a dead-letter queue kept 14 days, under an alarm', () => {
    expect(mail.findResources('AWS::SQS::Queue')[eventsQueueId()]?.Properties.RedrivePolicy).toMatchObject({
      maxReceiveCount: 5,
    })
    expect(mail.findResources('AWS::SQS::Queue')[eventsDeadLetterId()]?.Properties).toMatchObject({
      MessageRetentionPeriod: 14 * 86_400,
      SqsManagedSseEnabled: true,
    })
    mail.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [eventsDeadLetterId(), 'QueueName'] } }],
      Threshold: 1,
    })
  })

  it('may write the table and delete schedules; it never sends, enqueues or makes a schedule', () => {
    const statements = statementsOf(mail, eventsId())
    expect(resourcesJson(allowing(statements, 'dynamodb:UpdateItem'))).toContain(
      'Pressroom-Data:ExportsOutputFnGetAttTable',
    )
    expect(resourcesJson(allowing(statements, 'scheduler:DeleteSchedule'))).toContain(
      `:schedule/${groupName()}/*`,
    )
    expect(allowing(statements, 'scheduler:CreateSchedule')).toEqual([])
    expect(allowing(statements, 'iam:PassRole')).toEqual([])
    expect(allowing(statements, 'ses:SendEmail')).toEqual([])
    expect(allowing(statements, 'sqs:SendMessage')).toEqual([])
  })
})

describe('the scheduler', () => {
  it('has a schedule group and a dead-letter queue with its own alarm', () => {
    mail.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1)
    const alarms = Object.values(mail.findResources('AWS::CloudWatch::Alarm'))
    // The send queue's, the scheduler's, inbound mail's and the delivery events' dead-letter queues.
    expect(alarms).toHaveLength(4)
  })

  it('has a role only Scheduler assumes, for schedules of this account and group', () => {
    const role = mail.findResources('AWS::IAM::Role')[onlyId(mail, 'AWS::IAM::Role', schedulerTrust)]
    expect(role?.Properties.AssumeRolePolicyDocument.Statement[0].Condition).toEqual({
      StringEquals: {
        'aws:SourceAccount': { Ref: 'AWS::AccountId' },
        'aws:SourceArn': { 'Fn::GetAtt': [onlyId(mail, 'AWS::Scheduler::ScheduleGroup'), 'Arn'] },
      },
    })
  })

  it('lets that role only send messages to the send queue and its own dead-letter queue', () => {
    const roleId = onlyId(mail, 'AWS::IAM::Role', schedulerTrust)
    const policy = Object.values(mail.findResources('AWS::IAM::Policy')).find((p) =>
      JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`),
    )
    const statements = policy?.Properties.PolicyDocument.Statement
    expect(statements).toHaveLength(1)
    expect(statements[0].Action).toBe('sqs:SendMessage')
    expect(statements[0].Resource).toContainEqual({ 'Fn::GetAtt': [sendQueueId(), 'Arn'] })
    expect(statements[0].Resource).toHaveLength(2)
  })
})

describe('SES sending', () => {
  it('has a configuration set and the From domain as a DKIM-signing identity using it', () => {
    mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    })
    mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.pressroom.example',
      DkimAttributes: { SigningEnabled: true },
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: onlyId(mail, 'AWS::SES::ConfigurationSet') },
      },
      MailFromAttributes: {
        MailFromDomain: 'bounce.mail.pressroom.example',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    })
    mail.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'reply.pressroom.example' })
  })

  it('prints the three DKIM CNAMEs, the SPF, DMARC and MX records, and the rule set to activate', () => {
    const identityId = onlyId(mail, 'AWS::SES::EmailIdentity', { EmailIdentity: 'mail.pressroom.example' })
    for (const i of [1, 2, 3]) {
      mail.hasOutput(`FromDomainDkimRecord${i}`, {
        Value: {
          'Fn::Join': [
            ' ',
            [
              { 'Fn::GetAtt': [identityId, `DkimDNSTokenName${i}`] },
              'CNAME',
              { 'Fn::GetAtt': [identityId, `DkimDNSTokenValue${i}`] },
            ],
          ],
        },
      })
      mail.hasOutput(`ReplyDomainDkimRecord${i}`, Match.anyValue())
    }
    mail.hasOutput('MailFromSpfRecord', {
      Value: 'bounce.mail.pressroom.example TXT "v=spf1 include:amazonses.com ~all"',
    })
    mail.hasOutput('DmarcRecord', {
      Value: Match.stringLikeRegexp('^_dmarc\\.mail\\.pressroom\\.example TXT'),
    })
    mail.hasOutput('ReplyMxRecord', {
      Value: {
        'Fn::Join': [
          '',
          ['reply.pressroom.example MX 10 inbound-smtp.', { Ref: 'AWS::Region' }, '.amazonaws.com'],
        ],
      },
    })
    mail.hasOutput('FromMxRecord', {
      Value: {
        'Fn::Join': [
          '',
          ['mail.pressroom.example MX 10 inbound-smtp.', { Ref: 'AWS::Region' }, '.amazonaws.com'],
        ],
      },
    })
    mail.hasOutput('ReceiptRuleSetName', { Value: { Ref: onlyId(mail, 'AWS::SES::ReceiptRuleSet') } })
  })

  it('refuses an app URL that is not https: every unsubscribe link is built on it', () => {
    const app = new App({ context: { appUrl: 'http://app.acme.test' } })
    expect(() => mailSettings(app)).toThrow('appUrl must be an https address')
    expect(mailSettings(new App({ context: { appUrl: 'https://app.acme.test' } })).appUrl).toBe(
      'https://app.acme.test',
    )
  })

  it('refuses a From setting that is not an address', () => {
    const app = new App({ context: { mailFrom: 'not-an-address' } })
    expect(() => mailSettings(app)).toThrow('mailFrom is not an address')
  })
})

describe('inbound mail', () => {
  // The stack's other bucket is the inbound bucket's access log.
  const bucketId = () => onlyId(mail, 'AWS::S3::Bucket', { LoggingConfiguration: Match.anyValue() })

  it('lands in a private, encrypted bucket that refuses plain HTTP and forgets raw mail after 30 days', () => {
    mail.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'inbound/', ExpirationInDays: 30, Status: 'Enabled' }),
        ]),
      },
    })
  })

  it('lets SES put objects under inbound/ for mail this account received, and nobody use plain HTTP', () => {
    const bucketArn = { 'Fn::GetAtt': [bucketId(), 'Arn'] }
    mail.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId() },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          {
            Effect: 'Allow',
            Principal: { Service: 'ses.amazonaws.com' },
            Action: 's3:PutObject',
            Resource: { 'Fn::Join': ['', [bucketArn, '/inbound/*']] },
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          },
        ]),
      },
    })
  })

  it('has a receipt rule for the reply domain and the From address that stores each message under inbound/', () => {
    const ruleSetId = onlyId(mail, 'AWS::SES::ReceiptRuleSet')
    mail.hasResource('AWS::SES::ReceiptRule', {
      Properties: {
        RuleSetName: { Ref: ruleSetId },
        Rule: Match.objectLike({
          Enabled: true,
          // A journalist's mail program may answer the From address instead of Reply-To.
          Recipients: ['reply.pressroom.example', 'pitches@mail.pressroom.example'],
          ScanEnabled: true,
          Actions: [{ S3Action: { BucketName: { Ref: bucketId() }, ObjectKeyPrefix: 'inbound/' } }],
        }),
      },
      // SES checks it may write to the bucket when the rule is created.
      DependsOn: [onlyId(mail, 'AWS::S3::BucketPolicy', { Bucket: { Ref: bucketId() } })],
    })
  })

  it('invokes functions/jobs/inbound-mail.ts for each object created under inbound/', () => {
    mail.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: bucketId() },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'inbound/' }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [inboundId(), 'Arn'] },
          },
        ],
      },
    })
    mail.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [inboundId(), 'Arn'] },
      Principal: 's3.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [bucketId(), 'Arn'] },
      SourceAccount: { Ref: 'AWS::AccountId' },
    })
  })

  it('lets the inbound Lambda read that bucket, keep conversations, write the table, forward, enqueue and delete schedules', () => {
    const statements = statementsOf(mail, inboundId())
    const s3Statements = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')))
    const inInbound = s3Statements.filter((s) => JSON.stringify(s.Resource).includes(`"${bucketId()}"`))
    expect(inInbound.flatMap(actionsOf).sort()).toEqual(['s3:GetBucket*', 's3:GetObject*', 's3:List*'])
    // The rest is the assets bucket, under conversations/ alone: a reply's HTML and files, never deleted.
    const elsewhere = s3Statements.filter((s) => !inInbound.includes(s))
    expect(elsewhere.length).toBeGreaterThan(0)
    for (const s of elsewhere) {
      const objects = [s.Resource].flat().filter((r) => JSON.stringify(r).includes('/'))
      expect(objects.length, JSON.stringify(s.Resource)).toBeGreaterThan(0)
      for (const r of objects) expect(JSON.stringify(r)).toContain('/conversations/*')
    }
    expect(elsewhere.flatMap(actionsOf)).toContain('s3:PutObject')
    expect(elsewhere.flatMap(actionsOf).filter((a) => a.startsWith('s3:Delete'))).toEqual([])
    expect(resourcesJson(allowing(statements, 'dynamodb:UpdateItem'))).toContain('ExportsOutputFnGetAttTable')
    expect(resourcesJson(allowing(statements, 'scheduler:DeleteSchedule'))).toContain(
      `:schedule/${groupName()}/*`,
    )
    for (const action of ['scheduler:CreateSchedule', 'iam:PassRole'])
      expect(allowing(statements, action), action).toEqual([])
    // It forwards a person's reply to the founder; the founder's answer from their mail goes to the send
    // queue, whose consumer sends it; and Lambda keeps what it could not receive in its dead-letter queue.
    expect(allowing(statements, 'ses:SendRawEmail').length).toBeGreaterThan(0)
    expect(resourcesJson(allowing(statements, 'sqs:SendMessage'))).toContain(inboundDeadLetterId())
    expect(resourcesJson(allowing(statements, 'sqs:SendMessage'))).toContain(sendQueueId())
  })

  it('keeps an event it failed to receive three times in a dead-letter queue, with its own alarm', () => {
    mail.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: inboundId() },
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [inboundDeadLetterId(), 'Arn'] } },
      },
    })
    expect(mail.findResources('AWS::SQS::Queue')[inboundDeadLetterId()]?.Properties).toMatchObject({
      MessageRetentionPeriod: 14 * 86_400,
      SqsManagedSseEnabled: true,
    })
    mail.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [inboundDeadLetterId(), 'QueueName'] } }],
      Threshold: 1,
    })
  })
})

describe('the API Lambdas', () => {
  it('are configured for SES, the send queue and the scheduler of the mail stack', () => {
    api.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          MAIL_TRANSPORT: 'ses',
          MAIL_FROM: 'pitches@mail.pressroom.example',
          REPLY_DOMAIN: 'reply.pressroom.example',
          SES_CONFIGURATION_SET: { 'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Mail:') },
          SEND_QUEUE_URL: {
            'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Mail:ExportsOutputRefSendQueue'),
          },
          SEND_QUEUE_ARN: {
            'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Mail:ExportsOutputFnGetAttSendQueue'),
          },
          SCHEDULER_GROUP: groupName(),
          SCHEDULER_ROLE_ARN: {
            'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Mail:.*SchedulerRole'),
          },
        }),
      },
    })
  })

  it('lets the groups that send (and only they) send as the From identity, enqueue, schedule, and pass only the scheduler role', () => {
    const queueArn = {
      'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Mail:ExportsOutputFnGetAttSendQueue'),
    }
    const roleArn = {
      'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Mail:ExportsOutputFnGetAttSchedulerRole'),
    }
    api.resourcePropertiesCountIs(
      'AWS::IAM::Policy',
      {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Action: ['ses:SendEmail', 'ses:SendRawEmail'],
              Resource: [
                { 'Fn::Join': ['', Match.arrayWith([':configuration-set/'])] },
                { 'Fn::Join': ['', Match.arrayWith([':identity/'])] },
              ],
            }),
            Match.objectLike({ Action: 'sqs:SendMessage', Resource: queueArn }),
            Match.objectLike({
              Action: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
              Resource: { 'Fn::Join': ['', Match.arrayWith([`:schedule/${groupName()}/*`])] },
            }),
            Match.objectLike({
              Action: 'iam:PassRole',
              Resource: roleArn,
              Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
            }),
          ]),
        },
      },
      endpointGroups.filter((group) =>
        (['mail:send', 'sends:enqueue', 'followups:schedule'] as const).every((need) =>
          group.needs.includes(need),
        ),
      ).length,
    )
  })
})

describe("founders' sending domains (decision 043)", () => {
  const tagged = { StringEquals: { [`aws:ResourceTag/${IDENTITY_TAG.key}`]: IDENTITY_TAG.value } }
  const sendingId = () => functionId(api, 'Pressroom sending endpoints')

  it("lets the sending Lambda create an identity only with Pressroom's tag, and no other tag", () => {
    const creating = allowing(statementsOf(api, sendingId()), 'ses:CreateEmailIdentity')
    expect(creating).toHaveLength(1)
    expect(actionsOf(creating[0]!)).toEqual(['ses:CreateEmailIdentity', 'ses:TagResource'])
    expect(creating[0]!.Condition).toEqual({
      StringEquals: { [`aws:RequestTag/${IDENTITY_TAG.key}`]: IDENTITY_TAG.value },
      'ForAllValues:StringEquals': { 'aws:TagKeys': [IDENTITY_TAG.key] },
    })
    expect(resourcesJson(creating)).toContain(':identity/*')
    expect(resourcesJson(creating)).toContain(':configuration-set/')
  })

  it('lets it read, set the MAIL FROM of, delete and send as only the identities carrying that tag', () => {
    const statements = statementsOf(api, sendingId())
    for (const action of [
      'ses:GetEmailIdentity',
      'ses:PutEmailIdentityMailFromAttributes',
      'ses:DeleteEmailIdentity',
    ]) {
      const allowed = allowing(statements, action)
      expect(allowed, action).toHaveLength(1)
      expect(allowed[0]!.Condition, action).toEqual(tagged)
      expect(resourcesJson(allowed), action).toContain(':identity/*')
    }
    // Sending: the shared From identity by its ARN, any other identity only with the tag.
    const sending = allowing(statements, 'ses:SendRawEmail')
    expect(sending.filter((s) => s.Condition === undefined)).toHaveLength(1)
    expect(sending.filter((s) => JSON.stringify(s.Condition) === JSON.stringify(tagged))).toHaveLength(1)
    // No grant on identities in general: every statement naming identity/* holds only with a tag.
    for (const statement of statements.filter((s) => JSON.stringify(s.Resource).includes(':identity/*')))
      expect(JSON.stringify(statement.Condition ?? {})).toContain(IDENTITY_TAG.key)
  })

  it('lets the send consumer read tagged identities for the scheduled check, and never create or delete one', () => {
    const statements = statementsOf(mail, consumerId())
    expect(allowing(statements, 'ses:GetEmailIdentity').map((s) => s.Condition)).toEqual([tagged])
    expect(allowing(statements, 'ses:CreateEmailIdentity')).toEqual([])
    expect(allowing(statements, 'ses:DeleteEmailIdentity')).toEqual([])
  })

  it('grants identity management to the sending group alone', () => {
    const managing = Object.values(api.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('ses:CreateEmailIdentity'),
    )
    expect(managing).toHaveLength(1)
    expect(endpointGroups.filter((g) => g.needs.includes('identities:manage')).map((g) => g.name)).toEqual([
      'sending',
    ])
  })
})

/** Calls a bundled handler in a plain Node process with an event and prints what it returns. */
function invoke(bundle: string, event: unknown): unknown {
  const script = `
    const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)})
    process.stdout.write(JSON.stringify((await handler(${JSON.stringify(event)})) ?? null))`
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  return JSON.parse(output)
}

describe('the mail stack with settings from the context, bundled for real', () => {
  // One synth serves both: the settings a deploy passes with -c, and the bundles it uploads.
  let custom: ReturnType<typeof createPressroomApp>
  let customMail: Template
  beforeAll(() => {
    custom = createPressroomApp({
      bundleStacks: ['Pressroom-Mail'],
      context: {
        mailFrom: 'hello@send.acme.test',
        replyDomain: 'in.acme.test',
        appUrl: 'https://app.acme.test',
      },
    })
    customMail = Template.fromStack(custom.mail)
  }, SYNTH_TIMEOUT)

  it('takes the From address, reply domain and app URL from the CDK context', () => {
    customMail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'send.acme.test',
      MailFromAttributes: Match.objectLike({ MailFromDomain: 'bounce.send.acme.test' }),
    })
    customMail.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: Match.objectLike({ Recipients: ['in.acme.test', 'hello@send.acme.test'] }),
    })
    const settings = {
      MAIL_FROM: 'hello@send.acme.test',
      REPLY_DOMAIN: 'in.acme.test',
      MAIL_LINK_URL: 'https://app.acme.test',
    }
    for (const description of ['Pressroom send queue consumer', 'Pressroom inbound mail'])
      customMail.hasResourceProperties('AWS::Lambda::Function', {
        Description: description,
        Environment: { Variables: Match.objectLike(settings) },
      })
    Template.fromStack(custom.api).allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike(settings) },
    })
  })

  it('bundles the consumer, the inbound and the delivery events Lambdas into ES modules that load and handle an empty batch', async () => {
    const bundleOf = (id: string) => {
      const key = customMail.findResources('AWS::Lambda::Function')[id]?.Properties.Code.S3Key
      return join(custom.app.outdir, `asset.${String(key).replace(/\.zip$/, '')}`, 'index.mjs')
    }
    const consumer = bundleOf(functionId(customMail, 'Pressroom send queue consumer'))
    const inbound = bundleOf(functionId(customMail, 'Pressroom inbound mail'))
    const events = bundleOf(functionId(customMail, 'Pressroom SES delivery events'))
    for (const bundle of [consumer, inbound, events]) {
      expect(existsSync(bundle), bundle).toBe(true)
      expect(existsSync(`${bundle}.map`), `${bundle}.map`).toBe(true)
      expect(readFileSync(bundle, 'utf8').startsWith(LAMBDA_BUNDLING.banner), 'esbuild wrote it').toBe(true)
      expect(bundleBytes(bundle), `${bundle}: bytes`).toBeLessThanOrEqual(BUNDLE_SIZE_BUDGET)
    }
    // What the bundles leave out (nodemailer's composer, loaded on the first message) is beside them.
    // And no `require` starts the SDK's ES modules on their first call (lambda-document-client.cjs).
    for (const [name, bundle] of [
      ['send-consumer.ts', consumer],
      ['inbound-mail.ts', inbound],
      ['delivery-events.ts', events],
    ] as const) {
      const inputs = await bundleInputs(entry(name))
      expect(unresolvedImports(inputs, bundle), name).toEqual([])
      expect(startedLateBeyondExpected(inputs), name).toEqual([])
    }
    expect(invoke(events, { Records: [] })).toEqual({ batchItemFailures: [] })
    expect(invoke(consumer, { Records: [] })).toEqual({ batchItemFailures: [] })
    expect(invoke(inbound, { Records: [] })).toBeNull()
  })
})
