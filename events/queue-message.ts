import * as z from '../shared/contracts/zod'
import { DomainCheckDue } from './domain-check-due'
import { FeedReadRequested, FeedsDue } from './feed-messages'
import { FollowUpDue } from './follow-up-due'
import { KitRenderRequested } from './kit-render-requested'
import { PauseEnded } from './pause-ended'
import { SendRequested } from './send-requested'
import { SendsRecheck } from './sends-recheck'

/**
 * What travels on the job queue: a send to deliver, sends to look at again, a follow-up come due, a
 * pause that ended, a kit to render, feeds to read, a founder's sending domain to check again.
 */
export const QueueMessage = z.discriminatedUnion('type', [
  SendRequested,
  SendsRecheck,
  FollowUpDue,
  PauseEnded,
  KitRenderRequested,
  FeedsDue,
  FeedReadRequested,
  DomainCheckDue,
])
export type QueueMessage = z.infer<typeof QueueMessage>
