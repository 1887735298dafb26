import * as z from '../shared/contracts/zod'
import { FollowUpDue } from './follow-up-due'
import { KitRenderRequested } from './kit-render-requested'
import { PauseEnded } from './pause-ended'
import { SendRequested } from './send-requested'
import { SendsRecheck } from './sends-recheck'
import { DeliveryEventMessage } from './ses-delivery-event'

/**
 * What travels on the job queue: a send to deliver, sends to look at again, a follow-up come due, a
 * pause that ended, a kit to render, and on the embedded stack an SES delivery event of the local
 * mailbox (in AWS those have their own queue and function: functions/jobs/delivery-events.ts).
 */
export const QueueMessage = z.discriminatedUnion('type', [
  SendRequested,
  SendsRecheck,
  FollowUpDue,
  PauseEnded,
  KitRenderRequested,
  DeliveryEventMessage,
])
export type QueueMessage = z.infer<typeof QueueMessage>
