import * as z from '../shared/contracts/zod'

/**
 * SES's sending events as EventBridge delivers them from the configuration set's event destination
 * (AWS's own schema, "aws.ses"; only the fields Pressroom reads are named, the rest pass through):
 * consumed by functions/jobs/delivery-events.ts in AWS, and on the embedded stack the local mailbox
 * emits the same shape. `detail` is the event record SES documents for every destination.
 */
export const SES_DETAIL_TYPES = {
  Send: 'Email Sent',
  Delivery: 'Email Delivered',
  Bounce: 'Email Bounced',
  Complaint: 'Email Complaint Received',
  Reject: 'Email Rejected',
  DeliveryDelay: 'Email Delivery Delayed',
} as const
export type SesEventType = keyof typeof SES_DETAIL_TYPES

const recipients = z.array(z.object({ emailAddress: z.string() }))

export const SesDeliveryEvent = z.object({
  id: z.string().check(z.minLength(1)),
  'detail-type': z.string(),
  source: z.literal('aws.ses'),
  time: z.string(),
  detail: z.object({
    eventType: z.enum(['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject', 'DeliveryDelay']),
    mail: z.object({
      messageId: z.string(),
      timestamp: z.string(),
      destination: z.array(z.string()),
      /** The message tags SendEmail set (MESSAGE_TAGS), each a list of values, beside SES's own. */
      tags: z._default(z.record(z.string(), z.array(z.string())), {}),
    }),
    bounce: z.optional(
      z.object({
        bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
        bounceSubType: z.optional(z.string()),
        bouncedRecipients: recipients,
        timestamp: z.string(),
      }),
    ),
    complaint: z.optional(z.object({ complainedRecipients: recipients, timestamp: z.string() })),
    delivery: z.optional(z.object({ timestamp: z.string() })),
    deliveryDelay: z.optional(z.object({ timestamp: z.string(), delayType: z.optional(z.string()) })),
    reject: z.optional(z.object({ reason: z.optional(z.string()) })),
  }),
})
export type SesDeliveryEvent = z.infer<typeof SesDeliveryEvent>

/**
 * The tags every send carries to SES (and the local mailbox keeps), which name the send an event is
 * about: SES allows only letters, digits, '_' and '-' in a tag's value, so each is base64url.
 */
export const MESSAGE_TAGS = { user: 'pressroom_user', send: 'pressroom_send' } as const

export const tagValue = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
export const fromTagValue = (value: string | undefined) =>
  value ? Buffer.from(value, 'base64url').toString('utf8') : undefined
