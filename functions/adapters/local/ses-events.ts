import { randomUUID } from 'node:crypto'
import {
  MESSAGE_TAGS,
  SES_DETAIL_TYPES,
  type SesDeliveryEvent,
  type SesEventType,
  tagValue,
} from '../../../events/ses-delivery-event'

/** What the local mailbox knows of a message it received: enough for the events SES would send. */
export interface LocalMessage {
  message_id: string
  from: string
  to: string
  stored_at: string
  user_id?: string
  send_id?: string
}

/**
 * The event SES would put on EventBridge for a message, in the same shape (ses-delivery-event.ts), so
 * the embedded stack's events take the path AWS's do: a Delivery for every message the local
 * mailbox receives, a Bounce (hard, "user unknown") or a Complaint when /dev/mailbox simulates one.
 */
export function localSesEvent(type: SesEventType, message: LocalMessage, at: Date): SesDeliveryEvent {
  const time = at.toISOString()
  const recipient = [{ emailAddress: message.to }]
  return {
    id: randomUUID(),
    'detail-type': SES_DETAIL_TYPES[type],
    source: 'aws.ses',
    time,
    detail: {
      eventType: type,
      mail: {
        messageId: message.message_id,
        timestamp: message.stored_at,
        destination: [message.to],
        tags: {
          'ses:configuration-set': ['local'],
          ...(message.user_id ? { [MESSAGE_TAGS.user]: [tagValue(message.user_id)] } : {}),
          ...(message.send_id ? { [MESSAGE_TAGS.send]: [tagValue(message.send_id)] } : {}),
        },
      },
      ...(type === 'Delivery' ? { delivery: { timestamp: time } } : {}),
      ...(type === 'Bounce'
        ? {
            bounce: {
              bounceType: 'Permanent' as const,
              bounceSubType: 'General',
              bouncedRecipients: recipient,
              timestamp: time,
            },
          }
        : {}),
      ...(type === 'Complaint' ? { complaint: { complainedRecipients: recipient, timestamp: time } } : {}),
    },
  }
}
