import { describe, expect, it } from 'vitest'
import { rawMail } from '../../test/support/raw-mail'
import { classify } from './classify'

/** A message with a Message-ID of its own. */
const message = (headers: Record<string, string>, body: string) =>
  rawMail({ 'Message-ID': `<${Math.random().toString(36).slice(2)}@newsdesk.example>`, ...headers }, body)

const PITCH_QUOTE = `On Fri, 21 Feb 2025 at 10:02, Sam <founder@pressroom.example> wrote:
> Hi Dana, we are launching a tool for newsrooms next week.
> Unsubscribe: https://pressroom.example/u/abc`

/** A multipart/report with a human-readable part, the report part and the returned headers. */
function report(
  type: string,
  reportPart: { type: string; body: string },
  headers: Record<string, string>,
  text: string,
) {
  const boundary = 'b0undary'
  return message(
    { ...headers, 'Content-Type': `multipart/report; report-type=${type}; boundary="${boundary}"` },
    [
      `--${boundary}`,
      'Content-Type: text/plain; charset=us-ascii',
      '',
      text,
      `--${boundary}`,
      `Content-Type: ${reportPart.type}`,
      '',
      reportPart.body,
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      'From: founder@pressroom.example',
      'To: dana@newsdesk.example',
      'Subject: A tool for newsrooms',
      `--${boundary}--`,
    ].join('\n'),
  )
}

describe('classify', () => {
  it('takes a plain reply above a quoted pitch for a human reply', async () => {
    const raw = message(
      { Subject: 'Re: A tool for newsrooms', 'In-Reply-To': '<pitch-1@pressroom.example>' },
      `Sounds interesting, can you send me the embargoed release?\n\nDana\n\n${PITCH_QUOTE}`,
    )
    expect(await classify(raw)).toEqual({ kind: 'human_reply' })
  })

  it('still takes an Outlook reply carrying X-Auto-Response-Suppress for a human reply', async () => {
    const raw = message(
      { Subject: 'RE: A tool for newsrooms', 'X-Auto-Response-Suppress': 'DR, RN, NRN, OOF, AutoReply' },
      'Thanks, I will have a look on Monday.',
    )
    expect((await classify(raw)).kind).toBe('human_reply')
  })

  it('reads the raw bytes when they are given beside the string', async () => {
    const bytes = message({ Subject: 'Re: A tool for newsrooms' }, 'Très intéressant, merci !')
    expect((await classify(bytes.toString('latin1'), { bytes })).kind).toBe('human_reply')
  })

  it('takes an RFC 3834 Auto-Submitted acknowledgement for an auto-reply, not a reply', async () => {
    const raw = message(
      { Subject: 'Re: A tool for newsrooms', 'Auto-Submitted': 'auto-replied' },
      'Thank you for contacting the news desk. We read every message and answer within two days.',
    )
    expect(await classify(raw)).toEqual({ kind: 'auto_reply' })
  })

  it('reads the return date from an English out-of-office note, the year from the Date header', async () => {
    const raw = message(
      { Subject: 'Automatic reply: A tool for newsrooms', 'Return-Path': '<>' },
      'I am out of the office with limited access to email. I will be back on Monday, March 3rd.',
    )
    expect(await classify(raw)).toEqual({ kind: 'out_of_office', returnDate: '2025-03-03' })
  })

  it('reads the return date from a French out-of-office note that has no Auto-Submitted header', async () => {
    const raw = message(
      { Subject: 'Réponse automatique : A tool for newsrooms' },
      'Bonjour, je suis absente du bureau, de retour le 10 mars. Merci de contacter la rédaction.',
    )
    expect(await classify(raw)).toEqual({ kind: 'out_of_office', returnDate: '2025-03-10' })
  })

  it('places a year-less return date in the next year when the note is sent in December', async () => {
    const raw = message(
      {
        Subject: 'Abwesenheitsnotiz: Pitch',
        Date: 'Fri, 20 Dec 2024 17:00:00 +0100',
        'Auto-Submitted': 'auto-replied',
      },
      'Ich bin bis zum 6. Januar im Urlaub und danach wieder im Büro.',
    )
    expect(await classify(raw)).toEqual({ kind: 'out_of_office', returnDate: '2025-01-06' })
  })

  it('gives no return date when the note names only the day of absence', async () => {
    const raw = message(
      { Subject: 'Automatic reply: Pitch', 'Return-Path': '<>' },
      "I'm out of the office Friday.",
    )
    expect(await classify(raw)).toEqual({ kind: 'out_of_office' })
  })

  it('calls a 5.1.1 delivery status notification a hard bounce and names the failed address', async () => {
    const raw = report(
      'delivery-status',
      {
        type: 'message/delivery-status',
        body: [
          'Reporting-MTA: dns; mx.newsdesk.example',
          '',
          'Final-Recipient: rfc822; Gone.Reporter@Newsdesk.example',
          'Action: failed',
          'Status: 5.1.1',
          'Diagnostic-Code: smtp; 550 5.1.1 <gone.reporter@newsdesk.example>: Recipient address rejected',
        ].join('\n'),
      },
      {
        From: 'Mail Delivery System <MAILER-DAEMON@mx.newsdesk.example>',
        Subject: 'Undelivered Mail Returned to Sender',
        'Auto-Submitted': 'auto-replied',
      },
      'Your message could not be delivered to one or more recipients.',
    )
    expect(await classify(raw)).toEqual({
      kind: 'bounce_hard',
      bouncedRecipient: 'gone.reporter@newsdesk.example',
    })
  })

  it('calls a delayed 4.2.2 mailbox-full notice a soft bounce', async () => {
    const raw = report(
      'delivery-status',
      {
        type: 'message/delivery-status',
        body: [
          'Final-Recipient: rfc822; dana@newsdesk.example',
          'Action: delayed',
          'Status: 4.2.2',
          'Diagnostic-Code: smtp; 452 4.2.2 Mailbox full',
        ].join('\n'),
      },
      {
        From: 'Mail Delivery Subsystem <mailer-daemon@relay.example>',
        Subject: 'Warning: could not send message for past 4 hours',
      },
      'THIS IS A WARNING MESSAGE ONLY. YOU DO NOT NEED TO RESEND YOUR MESSAGE.',
    )
    expect(await classify(raw)).toEqual({ kind: 'bounce_soft', bouncedRecipient: 'dana@newsdesk.example' })
  })

  it('calls a plain-text "user unknown" notice from the mailer daemon a hard bounce', async () => {
    const raw = message(
      { From: 'MAILER-DAEMON@relay.example', Subject: 'failure notice' },
      "I'm afraid I wasn't able to deliver your message to the following addresses.\n\n<old@newsdesk.example>:\n550 sorry, user unknown\n\n--- Below this line is a copy of the message.\n\nReceived: from pressroom.example\nTo: old@newsdesk.example",
    )
    expect(await classify(raw)).toEqual({ kind: 'bounce_hard', bouncedRecipient: 'old@newsdesk.example' })
  })

  it('calls an ARF abuse report a complaint', async () => {
    const raw = report(
      'feedback-report',
      {
        type: 'message/feedback-report',
        body: 'Feedback-Type: abuse\nUser-Agent: ExampleFBL/1.0\nVersion: 1',
      },
      { From: 'fbl@isp.example', Subject: 'Abuse report' },
      'This is an email abuse report for a message received from 192.0.2.1.',
    )
    expect(await classify(raw)).toEqual({ kind: 'unsubscribe_or_complaint' })
  })

  it('takes a person writing "please unsubscribe me" for an unsubscribe request', async () => {
    const raw = message(
      { Subject: 'Re: A tool for newsrooms' },
      `Please unsubscribe me from these emails.\n\n${PITCH_QUOTE}`,
    )
    expect(await classify(raw)).toEqual({ kind: 'unsubscribe_or_complaint' })
  })

  it('does not read the unsubscribe link in the quoted pitch as a request', async () => {
    const raw = message(
      { Subject: 'Re: A tool for newsrooms' },
      `Happy to talk on Thursday.\n\n${PITCH_QUOTE}`,
    )
    expect((await classify(raw)).kind).toBe('human_reply')
  })

  it('files a read receipt under other', async () => {
    const raw = report(
      'disposition-notification',
      {
        type: 'message/disposition-notification',
        body: 'Final-Recipient: rfc822; dana@newsdesk.example\nDisposition: manual-action/MDN-sent-manually; displayed',
      },
      { Subject: 'Read: A tool for newsrooms' },
      'The message you sent was displayed. This is no guarantee that it was read.',
    )
    expect(await classify(raw)).toEqual({ kind: 'other' })
  })
})
