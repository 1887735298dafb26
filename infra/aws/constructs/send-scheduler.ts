import { Stack } from 'aws-cdk-lib'
import { type IGrantable, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler'
import type { IQueue, Queue } from 'aws-cdk-lib/aws-sqs'
import { Construct } from 'constructs'
import { addDeadLetterQueue } from './worker-queue'

export interface SendSchedulerProps {
  /** The send queue every schedule targets. */
  sendQueue: IQueue
}

/**
 * EventBridge Scheduler for one-off sends, follow-ups and pause ends: a group the functions create
 * their schedules in, the role Scheduler assumes to put a due message on the send queue, and a
 * dead-letter queue for messages Scheduler could not deliver within its retries.
 */
export class SendScheduler extends Construct {
  readonly group: ScheduleGroup
  readonly role: Role
  readonly deadLetterQueue: Queue
  /** Every schedule in the group (schedule/<group>/*): what the functions may create and delete. */
  readonly schedulesArn: string

  constructor(scope: Construct, id: string, props: SendSchedulerProps) {
    super(scope, id)
    const stack = Stack.of(this)
    this.group = new ScheduleGroup(this, 'Group')
    this.deadLetterQueue = addDeadLetterQueue(this, 'DeadLetterQueue')
    this.schedulesArn = stack.formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.group.scheduleGroupName}/*`,
    })

    // Only schedules of this account's group can make Scheduler act as this role (confused deputy).
    this.role = new Role(this, 'Role', {
      description: 'Assumed by EventBridge Scheduler to put due messages on the Pressroom send queue',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: {
            'aws:SourceAccount': stack.account,
            'aws:SourceArn': this.group.scheduleGroupArn,
          },
        },
      }),
    })
    // The target, and the dead-letter queue Scheduler writes to with the same role.
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['sqs:SendMessage'],
        resources: [props.sendQueue.queueArn, this.deadLetterQueue.queueArn],
      }),
    )
  }

  /** Create and delete schedules in the group, handing them this role and no other. */
  grantScheduling(grantee: IGrantable, options: { create: boolean } = { create: true }) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: options.create
          ? ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule']
          : ['scheduler:DeleteSchedule'],
        resources: [this.schedulesArn],
      }),
    )
    if (!options.create) return
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    )
  }
}
