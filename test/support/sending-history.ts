import { randomUUID } from 'node:crypto'
import type { storeOf } from './store'

/** Sends the founder made before, as SES's events left them: `delivered` of them delivered, `bounced` hard-bounced. */
export async function sendingHistory(
  store: ReturnType<typeof storeOf>,
  userId: string,
  counts: { delivered: number; bounced: number },
) {
  const sentAt = new Date(Date.now() - 2 * 86_400_000).toISOString()
  const states = [
    ...Array<string>(counts.delivered).fill('delivered'),
    ...Array<string>(counts.bounced).fill('bounced_hard'),
  ]
  for (const [i, delivery] of states.entries()) {
    const sendId = `history-${randomUUID()}`
    await store.sends
      .create({
        user_id: userId,
        send_id: sendId,
        kind: 'pitch',
        journalist_id: `history-${i}`,
        to_email: `earlier${i}@history.example`,
        to_domain: 'history.example',
        to_name: 'Earlier Reporter',
        subject: 'Earlier pitch',
        body: 'Hello',
        status: delivery === 'bounced_hard' ? 'bounced' : 'sent',
        message_id: `${sendId}@mail.pressroom.example`,
        reply_token: randomUUID().replace(/-/g, '').slice(0, 24),
        sent_at: sentAt,
        delivery: delivery as 'delivered',
        delivery_rank: delivery === 'delivered' ? 3 : 6,
        created_at: sentAt,
      })
      .go()
  }
}
