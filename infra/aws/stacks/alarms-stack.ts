import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib'
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch'
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions'
import { Topic } from 'aws-cdk-lib/aws-sns'
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions'
import type { Construct, IConstruct } from 'constructs'
import { METRICS_NAMESPACE } from '../../../functions/platform/metrics'
import type { MetricName } from '../../../functions/ports/metrics'

/**
 * Pressroom's own error counts (functions/ports/metrics.ts), summed over every function. An error
 * nothing maps is a bug: one is enough. Refusals (4xx, a pitch writer's failure, a record the queue will
 * retry) are the API working; only a burst of them says something is wrong (a client release, someone
 * probing, a service failing).
 */
export const ERROR_ALARMS: { metric: MetricName; threshold: number; what: string }[] = [
  { metric: 'UnhandledError', threshold: 1, what: 'Errors nothing maps were answered 500' },
  { metric: 'HandledError', threshold: 100, what: 'A burst of refused requests and retried records' },
]

export interface AlarmsStackProps extends StackProps {
  /** `-c alarmEmail=ops@example.com`: subscribed to the topic (AWS mails a confirmation link first). */
  alarmEmail?: string
}

/**
 * Where every Pressroom alarm goes: one SNS topic, with an e-mail subscription when one is given, and
 * the alarms that watch all functions at once. Its own stack, created first, so that every other stack
 * may point its alarms here without the stacks depending on each other in a cycle.
 */
export class AlarmsStack extends Stack {
  readonly topic: Topic

  constructor(scope: Construct, id: string, props: AlarmsStackProps = {}) {
    super(scope, id, props)
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Pressroom alarms', enforceSSL: true })
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail))

    // Lambda publishes Errors and Throttles for the whole region as well as per function. One alarm on
    // each aggregate costs $0.10 a month, where one per function would cost $0.10 × 16 functions × 2;
    // the function is in the log line the alarm leads to. Assumes an account (or region) for Pressroom.
    for (const [name, what] of [
      ['Errors', 'Lambda invocations failed (uncaught error or timeout)'],
      ['Throttles', 'Lambda invocations were throttled (concurrency exhausted)'],
    ] as const) {
      new Alarm(this, `Lambda${name}Alarm`, {
        alarmDescription: `${what} in this region`,
        metric: new Metric({
          namespace: 'AWS/Lambda',
          metricName: name,
          statistic: 'Sum',
          period: Duration.minutes(5),
        }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
    }
    // Each function counts under its own `service`; a Metrics Insights query sums them all, so a new
    // group is watched without a new alarm.
    for (const { metric, threshold, what } of ERROR_ALARMS) {
      new Alarm(this, `${metric}Alarm`, {
        alarmDescription: `${what}: ${metric} in 5 minutes, all functions (the logs name each)`,
        metric: new MathExpression({
          expression: `SELECT SUM(${metric}) FROM SCHEMA("${METRICS_NAMESPACE}", service)`,
          period: Duration.minutes(5),
          label: metric,
        }),
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
    }
    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'Subscribe to be told of alarms: aws sns subscribe --protocol email ...',
      value: this.topic.topicArn,
    })
  }
}

/** Points every alarm under the given scopes at the topic (dead-letter queues, API errors, Lambda). */
export function sendAlarmsTo(topic: Topic, scopes: IConstruct[]) {
  const action = new SnsAction(topic)
  for (const scope of scopes)
    for (const construct of scope.node.findAll())
      if (construct instanceof Alarm) construct.addAlarmAction(action)
}
