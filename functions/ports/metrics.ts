/**
 * What Pressroom counts, each per function (the endpoint group, or the consumer):
 * - PitchSent: a send handed to the mail service (a pitch, a follow-up, a founder's answer, a bulk message);
 * - FollowUpFired: of those, a follow-up;
 * - ReplyReceived, Bounce, Complaint: received mail, once per message: a person's reply, a hard or soft
 *   bounce, an unsubscribe or complaint;
 * - Delivered, BounceEvent, ComplaintEvent: SES's delivery events, once per send: a delivery, a bounce
 *   (hard or soft), a complaint;
 * - PitchGenerated: a pitch written (or written again) by the pitch writer;
 * - HandledError: a failure answered as it should be (a 4xx, a 502, a record left for the queue to retry);
 * - UnhandledError: one nothing maps, answered 500.
 */
export type MetricName =
  | 'PitchSent'
  | 'ReplyReceived'
  | 'Bounce'
  | 'Complaint'
  | 'FollowUpFired'
  | 'Delivered'
  | 'BounceEvent'
  | 'ComplaintEvent'
  | 'PitchGenerated'
  | 'HandledError'
  | 'UnhandledError'

/** Counts of the invocation in hand: CloudWatch metrics in AWS, published when it ends; nothing elsewhere. */
export interface Metrics {
  count(name: MetricName, value?: number): void
}
