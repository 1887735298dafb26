import { fileURLToPath } from 'node:url'
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib'
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { EventBus, Rule } from 'aws-cdk-lib/aws-events'
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets'
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam'
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses'
import type { Queue } from 'aws-cdk-lib/aws-sqs'
import type { Construct } from 'constructs'
import { SES_DETAIL_TYPES } from '../../../events/ses-delivery-event'
import { deliveryEventsPorts } from '../../../functions/jobs/delivery-events'
import { inboundMailPorts } from '../../../functions/jobs/inbound-mail'
import { sendConsumerPorts } from '../../../functions/jobs/send-consumer'
import { allows, BUCKET_NEEDS, INBOUND_MAIL_NEEDS } from '../../../functions/platform/needs'
import { installsFor } from '../../../functions/platform/wiring/installs'
import { IDENTITY_TAG } from '../../../functions/ports/sending-identities'
import { AppFunction } from '../constructs/app-function'
import { InboundMail } from '../constructs/inbound-mail'
import { SendScheduler } from '../constructs/send-scheduler'
import { SesSending } from '../constructs/ses-sending'
import { addDeadLetterQueue, addWorkerQueue, alarmOnDeadLetters } from '../constructs/worker-queue'
import type { Stage } from '../stage'

export interface MailSettings {
  /** The From address of every pitch; its domain is the SES identity. */
  mailFrom: string
  /** Replies come back to reply+<token>@replyDomain through the SES receipt rule. */
  replyDomain: string
  /** The custom MAIL FROM domain (bounce.<From domain> unless set). */
  mailFromDomain: string
  /** The app's address: the base of the unsubscribe links in every message, when known. */
  appUrl?: string
}

export interface MailStackProps extends StackProps, MailSettings {
  stage: Stage
  table: ITable
  assetsBucket: IBucket
  userPool: IUserPool
  userPoolClient: IUserPoolClient
}

/** Redelivered to the consumer this many times before a message is parked in the dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5
/** A small wait lets a bulk send's messages fill batches of 10 instead of arriving one by one. */
export const MAX_BATCHING_WINDOW = Duration.seconds(1)

const entry = (path: string) => fileURLToPath(new URL(`../../../functions/jobs/${path}`, import.meta.url))

/**
 * The sending pipeline in AWS: the send queue and its consumer, SES sending as the From domain,
 * EventBridge Scheduler for one-off schedules onto the queue, and inbound mail for the reply domain.
 * The API stack's functions get the same environment, and the grants their `needs` name.
 */
export class MailStack extends Stack {
  readonly sendQueue: Queue
  readonly ses: SesSending
  readonly scheduler: SendScheduler
  /** What the config module reads to pick the AWS adapters (see functions/platform/config.ts). */
  readonly sendingEnvironment: Record<string, string>

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props)

    this.ses = new SesSending(this, 'Ses', props)
    const consumer = new AppFunction(this, 'SendConsumer', {
      entry: entry('send-consumer.ts'),
      environment: {},
      description: 'Pressroom send queue consumer',
      // What its ports load on first use (nodemailer's composer), beside the bundle.
      nodeModules: installsFor(sendConsumerPorts),
    }).function
    // Sends, follow-ups come due and pause ends: it mails, and reschedules (a send waiting a day).
    this.sendQueue = addWorkerQueue(this, 'Send', {
      consumer,
      maxReceiveCount: MAX_RECEIVE_COUNT,
      retentionPeriod: Duration.days(4),
      eventSource: {
        batchSize: 10,
        maxBatchingWindow: MAX_BATCHING_WINDOW,
        // Two batches at a time keep the send rate near SES's account rate instead of throttling.
        maxConcurrency: 2,
      },
      alarmDescription: `Sends that failed ${MAX_RECEIVE_COUNT} times`,
    }).queue
    this.scheduler = new SendScheduler(this, 'Scheduler', { sendQueue: this.sendQueue })

    this.sendingEnvironment = {
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: props.mailFrom,
      REPLY_DOMAIN: props.replyDomain,
      SES_CONFIGURATION_SET: this.ses.configurationSet.configurationSetName,
      SEND_QUEUE_URL: this.sendQueue.queueUrl,
      SEND_QUEUE_ARN: this.sendQueue.queueArn,
      SCHEDULER_GROUP: this.scheduler.group.scheduleGroupName,
      SCHEDULER_ROLE_ARN: this.scheduler.role.roleArn,
      SCHEDULER_DEAD_LETTER_ARN: this.scheduler.deadLetterQueue.queueArn,
      ...(props.appUrl ? { MAIL_LINK_URL: props.appUrl } : {}),
    }
    // The config module requires the table, pool and bucket settings of every function.
    const environment = {
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      ASSETS_BUCKET: props.assetsBucket.bucketName,
      ...this.sendingEnvironment,
    }
    for (const [key, value] of Object.entries(environment)) consumer.addEnvironment(key, value)

    props.table.grantReadWriteData(consumer)
    this.grantMail(consumer)
    this.grantScheduling(consumer)
    // The scheduled check of a founder's pending sending domain reads its identity.
    this.grantIdentities(consumer, { manage: false })

    // Replies: reads the stored message, marks the pitch, and cancels its follow-ups' schedules.
    const inboundHandler = new AppFunction(this, 'InboundMailHandler', {
      entry: entry('inbound-mail.ts'),
      environment,
      description: 'Pressroom inbound mail',
      // nodemailer's composer, for the forward of a person's reply to the founder.
      nodeModules: installsFor(inboundMailPorts),
    }).function
    props.table.grantReadWriteData(inboundHandler)
    this.scheduler.grantScheduling(inboundHandler, { create: false })
    // A person's reply is forwarded to the founder's own address; the founder's answer from their mail
    // is put on the send queue, whose consumer sends it as every other send.
    this.grantMail(inboundHandler)
    this.grantEnqueue(inboundHandler)
    // A conversation's HTML and files, under conversations/ only (INBOUND_MAIL_NEEDS).
    for (const need of INBOUND_MAIL_NEEDS) {
      const { prefix, access } = BUCKET_NEEDS[need]
      props.assetsBucket.grantRead(inboundHandler, `${prefix}*`)
      if (allows(access, 'put')) props.assetsBucket.grantPut(inboundHandler, `${prefix}*`)
      if (allows(access, 'delete')) props.assetsBucket.grantDelete(inboundHandler, `${prefix}*`)
    }
    // S3 invokes it asynchronously: Lambda tries an event three times in all, then keeps it here (the
    // event names the stored message, which stays in its bucket for INBOUND_RETENTION) instead of
    // dropping it.
    const inboundDeadLetterQueue = addDeadLetterQueue(this, 'InboundDeadLetterQueue')
    inboundHandler.configureAsyncInvoke({
      onFailure: new SqsDestination(inboundDeadLetterQueue),
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
    })
    const inbound = new InboundMail(this, 'Inbound', {
      replyDomain: props.replyDomain,
      mailFrom: props.mailFrom,
      handler: inboundHandler,
      stage: props.stage,
    })

    alarmOnDeadLetters(
      this,
      'InboundDeadLetterAlarm',
      inboundDeadLetterQueue,
      'Received mail that could not be read in 3 tries',
    )
    alarmOnDeadLetters(
      this,
      'ScheduleDeadLetterAlarm',
      this.scheduler.deadLetterQueue,
      'Schedules never delivered',
    )
    this.deliveryEvents(environment, props.table)
    new CfnOutput(this, 'ReceiptRuleSetName', {
      description: 'Activate once: aws ses set-active-receipt-rule-set --rule-set-name <this>',
      value: inbound.ruleSet.receiptRuleSetName,
    })
  }

  /**
   * SES's delivery events of every send (its configuration set's event destination: the account's
   * default event bus), matched by a rule onto a queue of their own, whose consumer records each once
   * (functions/jobs/delivery-events.ts). What it fails five times waits in a dead-letter queue, under
   * an alarm: a bounce or complaint never recorded would leave an address to be mailed again.
   */
  private deliveryEvents(environment: Record<string, string>, table: ITable) {
    const configurationSet = this.ses.configurationSet
    const defaultBus = EventBus.fromEventBusName(this, 'DefaultEventBus', 'default')
    configurationSet.addEventDestination('DeliveryEventsDestination', {
      destination: EventDestination.eventBus(defaultBus),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
        EmailSendingEvent.DELIVERY_DELAY,
      ],
    })
    const handler = new AppFunction(this, 'DeliveryEventsHandler', {
      entry: entry('delivery-events.ts'),
      environment,
      description: 'Pressroom SES delivery events',
      nodeModules: installsFor(deliveryEventsPorts),
    }).function
    const { queue } = addWorkerQueue(this, 'DeliveryEvents', {
      consumer: handler,
      maxReceiveCount: MAX_RECEIVE_COUNT,
      retentionPeriod: Duration.days(4),
      eventSource: { batchSize: 10 },
      alarmDescription: `SES delivery events not recorded in ${MAX_RECEIVE_COUNT} tries`,
    })
    new Rule(this, 'DeliveryEventsRule', {
      eventBus: defaultBus,
      description: "SES's delivery events of Pressroom's configuration set",
      eventPattern: {
        source: ['aws.ses'],
        detailType: Object.values(SES_DETAIL_TYPES),
        detail: { mail: { tags: { 'ses:configuration-set': [configurationSet.configurationSetName] } } },
      },
      targets: [new SqsQueue(queue)],
    })
    table.grantReadWriteData(handler)
    // Cancelling a bounced pitch's follow-ups deletes their schedules; it never makes one.
    this.scheduler.grantScheduling(handler, { create: false })
  }

  /** SES sends as the From identity, or as a founder's own domain identity that Pressroom created. */
  grantMail(grantee: IGrantable) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: this.ses.sendResourceArns,
      }),
    )
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.identityArns()],
        conditions: { StringEquals: { [`aws:ResourceTag/${IDENTITY_TAG.key}`]: IDENTITY_TAG.value } },
      }),
    )
  }

  /**
   * Founders' sending domains (decision 043): creating an identity only with Pressroom's tag on it (and
   * no other tag), and reading, setting the MAIL FROM of and deleting only identities that carry it, so
   * neither the shared From identity nor an operator's own can be touched. `manage: false` reads only.
   */
  grantIdentities(grantee: IGrantable, { manage }: { manage: boolean }) {
    const tagged = { StringEquals: { [`aws:ResourceTag/${IDENTITY_TAG.key}`]: IDENTITY_TAG.value } }
    if (manage)
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:CreateEmailIdentity', 'ses:TagResource'],
          resources: [this.identityArns(), this.ses.sendResourceArns[1] as string],
          conditions: {
            StringEquals: { [`aws:RequestTag/${IDENTITY_TAG.key}`]: IDENTITY_TAG.value },
            'ForAllValues:StringEquals': { 'aws:TagKeys': [IDENTITY_TAG.key] },
          },
        }),
      )
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: manage
          ? ['ses:GetEmailIdentity', 'ses:PutEmailIdentityMailFromAttributes', 'ses:DeleteEmailIdentity']
          : ['ses:GetEmailIdentity'],
        resources: [this.identityArns()],
        conditions: tagged,
      }),
    )
  }

  /** Every SES identity of the account and region: the grants above narrow it by Pressroom's tag. */
  private identityArns() {
    return Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })
  }

  /** Putting messages on the send queue (a bulk send, a send waiting for its day). */
  grantEnqueue(grantee: IGrantable) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.sendQueue.queueArn] }),
    )
  }

  /** Creating and deleting follow-ups' schedules (and passing the scheduler its role). */
  grantScheduling(grantee: IGrantable) {
    this.scheduler.grantScheduling(grantee)
  }
}
