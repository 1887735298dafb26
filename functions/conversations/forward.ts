import { randomBytes } from 'node:crypto'
import { addressTokensIn } from '../mail/address-tokens'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { conditionHeld } from '../store/conditions'

type ForwardDeps = Pick<Deps, 'store' | 'settings' | 'now' | 'mailer' | 'blobs'>

/** The founder-side address a forward's answers come back to: answer+<token>@<reply domain>. */
export const answerAddress = (settings: Deps['settings'], token: string) =>
  `answer+${token}@${settings.replyDomain}`

/** The founder-side tokens a received message carries in an address (a reply to a forward). */
export const forwardTokensIn = (settings: Pick<Deps['settings'], 'replyDomain'>, text: string) =>
  addressTokensIn('answer', settings.replyDomain, text)

/** Where the founder reads the thread in the app. */
export const threadLink = (settings: Deps['settings'], pitchId: string) => {
  const base = settings.appUrl ?? settings.linkBaseUrl
  return base ? `${base.replace(/\/$/, '')}/inbox?pitch=${encodeURIComponent(pitchId)}` : undefined
}

/**
 * Forwards a journalist's reply to the founder's own address, once: the forward's record (with the
 * token its Reply-To carries) is written first, so a redelivery of the reply finds it and forwards
 * nothing. A forward the mail service did not take is taken back, for the redelivery to try again;
 * one whose outcome is unknown may then come twice, which for the founder's own inbox beats none.
 * Off when the founder turned forwarding off on /profile.
 */
export async function forwardReply(deps: ForwardDeps, userId: string, pitchId: string, messageKey: string) {
  const { data: profile } = await deps.store.profiles.get({ user_id: userId }).go()
  if (!profile || profile.forward_replies === false || profile.blocked) return false
  const [{ data: message }, { data: pitch }] = await Promise.all([
    deps.store.conversationMessages.get({ user_id: userId, pitch_id: pitchId, message_key: messageKey }).go(),
    deps.store.pitches.get({ user_id: userId, pitch_id: pitchId }).go(),
  ])
  if (!message || !pitch) return false
  const token = randomBytes(12).toString('hex')
  const claimed = await conditionHeld(
    deps.store.conversationForwards
      .create({
        user_id: userId,
        message_key: messageKey,
        pitch_id: pitchId,
        token,
        created_at: deps.now().toISOString(),
      })
      .go(),
  )
  if (!claimed) return false
  const files = await Promise.all(
    message.attachments.flatMap((a) =>
      a.key
        ? [
            deps.blobs
              .getBytes(a.key)
              .then((bytes) =>
                bytes
                  ? { filename: a.filename, contentType: a.content_type, content: Buffer.from(bytes) }
                  : [],
              ),
          ]
        : [],
    ),
  )
  const who = message.from_name || message.from_email
  // Left out where the app has no address to link (AWS without appUrl): the reply still reaches them.
  const link = threadLink(deps.settings, pitchId)
  const fromDomain = deps.settings.mailFrom.split('@')[1] ?? 'pressroom.invalid'
  const messageId = `forward-${messageKey}@${fromDomain}`
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer')
  const raw = await new MailComposer({
    from: { name: `${who.replace(/[<>"@]/g, '')} via Pressroom`, address: deps.settings.mailFrom },
    to: profile.email,
    replyTo: answerAddress(deps.settings, token),
    subject: message.subject || `Re: ${pitch.subject}`,
    messageId: `<${messageId}>`,
    date: deps.now(),
    // RFC 3834: mail made by a program, which no mail system should answer by itself.
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Pressroom-Forward': 'reply' },
    text: [
      `${who} <${message.from_email}> replied to your pitch "${pitch.subject}":`,
      '',
      message.text,
      ...(message.quoted ? ['', '---- Earlier in the thread ----', message.quoted] : []),
      '',
      '--',
      `Answer this e-mail to reply to ${who}: your answer goes to them from ${deps.settings.mailFrom}, in the same thread, and shows in Pressroom.`,
      ...(link ? [`The conversation in Pressroom: ${link}`] : []),
      '',
    ].join('\n'),
    attachments: files.flat(),
  })
    .compile()
    .build()
  try {
    await deps.mailer.send({ from: deps.settings.mailFrom, to: profile.email, messageId, raw })
  } catch (error) {
    await deps.store.conversationForwards.delete({ user_id: userId, message_key: messageKey }).go()
    throw error
  }
  logger.info('reply forwarded to the founder')
  return true
}
