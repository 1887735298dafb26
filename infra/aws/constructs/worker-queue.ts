import { Duration } from 'aws-cdk-lib'
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch'
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda'
import { SqsEventSource, type SqsEventSourceProps } from 'aws-cdk-lib/aws-lambda-event-sources'
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs'
import type { Construct } from 'constructs'

export interface WorkerQueueProps {
  /** The function that works the queue; its timeout sets the queue's visibility timeout. */
  consumer: LambdaFunction
  /** Received this many times without success, a message is parked in the dead-letter queue. */
  maxReceiveCount: number
  /** How long a message waits on the queue itself. */
  retentionPeriod: Duration
  /** The consumer's batches (reportBatchItemFailures is always on: one failed message is retried alone). */
  eventSource: Omit<SqsEventSourceProps, 'reportBatchItemFailures'>
  /** What the dead-letter alarm says is waiting, e.g. "Sends that failed 5 times". */
  alarmDescription: string
}

export interface WorkerQueue {
  queue: Queue
  deadLetterQueue: Queue
}

/** Lambda's own timeout when a function sets none. */
const LAMBDA_DEFAULT_TIMEOUT = Duration.seconds(3)

/**
 * A queue worked by one function: the queue, its dead-letter queue, the alarm on the dead letters and
 * the function's SQS event source. The resources are made in `scope` itself under `${prefix}Queue`,
 * `${prefix}DeadLetterQueue` and `${prefix}DeadLetterAlarm` (not in a construct of their own), so their
 * logical ids are those the queues were deployed with: a new id would replace a queue, and lose the
 * messages in it.
 */
export function addWorkerQueue(scope: Construct, prefix: string, props: WorkerQueueProps): WorkerQueue {
  const deadLetterQueue = addDeadLetterQueue(scope, `${prefix}DeadLetterQueue`)
  const batchingWindow = props.eventSource.maxBatchingWindow?.toSeconds() ?? 0
  const queue = new Queue(scope, `${prefix}Queue`, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    // Six times the consumer's timeout, as Lambda advises for SQS sources, so a batch being worked on is
    // not handed out again, plus the time a batch may wait to fill.
    visibilityTimeout: Duration.seconds(
      6 * (props.consumer.timeout ?? LAMBDA_DEFAULT_TIMEOUT).toSeconds() + batchingWindow,
    ),
    retentionPeriod: props.retentionPeriod,
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
  })
  props.consumer.addEventSource(
    new SqsEventSource(queue, { ...props.eventSource, reportBatchItemFailures: true }),
  )
  alarmOnDeadLetters(scope, `${prefix}DeadLetterAlarm`, deadLetterQueue, props.alarmDescription)
  return { queue, deadLetterQueue }
}

/** A dead-letter queue: encrypted, TLS only, its messages kept 14 days (SQS's longest). */
export function addDeadLetterQueue(scope: Construct, id: string): Queue {
  return new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  })
}

/** An alarm as soon as one message waits in a dead-letter queue. */
export function alarmOnDeadLetters(scope: Construct, id: string, queue: IQueue, what: string): Alarm {
  return new Alarm(scope, id, {
    alarmDescription: `${what}: messages are waiting in ${queue.node.path}`,
    metric: queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(5),
      statistic: 'Maximum',
    }),
    threshold: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  })
}
