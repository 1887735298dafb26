import { describe, expect, it } from 'vitest'
import { rawMail } from '../../test/support/raw-mail'
import { classify } from './classify'
import { readMail } from './message'

/** A reply to a pitch. */
const message = (headers: Record<string, string>, body: string | Buffer) =>
  rawMail({ Subject: 'Re: A tool for newsrooms', ...headers }, body)

const QUOTED_PITCH =
  'Hi Dana, we are launching a tool for newsrooms next week. Unsubscribe: https://pressroom.example/u/abc'

describe('readMail', () => {
  it('reads a reply whose only body is HTML as text, and its blockquote as not the sender’s words', async () => {
    const raw = message(
      { 'Content-Type': 'text/html; charset=utf-8' },
      [
        '<html><head><title>Re: A tool</title><style>p { color: red }</style></head><body>',
        '<div>Yes, send me the deck &amp; the embargo date.</div>',
        '<div class="gmail_quote">On Fri, 21 Feb 2025, Sam &lt;founder@pressroom.example&gt; wrote:<br>',
        `<blockquote class="gmail_quote"><p>${QUOTED_PITCH}</p></blockquote></div>`,
        '</body></html>',
      ].join('\n'),
    )

    const mail = await readMail(raw)

    expect(mail.fresh.trim()).toBe('Yes, send me the deck & the embargo date.')
    expect(mail.text).toContain(QUOTED_PITCH)
    expect(await classify(raw)).toEqual({ kind: 'human_reply' })
  })

  it('decodes an ISO-2022-JP subject and body', async () => {
    // "来週お話ししましょう" (let's talk next week) in ISO-2022-JP: 7-bit, JIS X 0208 between escapes.
    const japanese = '\x1b$BMh=5$*OC$7$7$^$7$g$&\x1b(B'
    const raw = message(
      {
        Subject: `=?ISO-2022-JP?B?${Buffer.from(japanese, 'latin1').toString('base64')}?=`,
        'Content-Type': 'text/plain; charset=ISO-2022-JP',
        'Content-Transfer-Encoding': '7bit',
      },
      japanese,
    )

    const mail = await readMail(raw)

    expect(mail.subject).toBe('来週お話ししましょう')
    expect(mail.text.trim()).toBe('来週お話ししましょう')
  })

  it('decodes a GBK body', async () => {
    // "你好，下周可以聊" (hello, we can talk next week) in GBK.
    const gbk = Buffer.from('c4e3bac3a3accfc2d6dcbfc9d2d4c1c4', 'hex')
    const raw = message(
      { 'Content-Type': 'text/plain; charset=GBK', 'Content-Transfer-Encoding': '8bit' },
      gbk,
    )

    expect((await readMail(raw)).text.trim()).toBe('你好，下周可以聊')
  })

  it('keeps the windows-1252 punctuation Outlook sends, which Node decodes as control characters', async () => {
    const raw = message(
      {
        'Content-Type': 'text/plain; charset="Windows-1252"',
        'Content-Transfer-Encoding': 'quoted-printable',
      },
      'The address wasn=92t found =96 try again.',
    )

    expect((await readMail(raw)).text.trim()).toBe('The address wasn’t found – try again.')
  })

  it('reads a UTF-7 notice as Exchange writes them', async () => {
    const raw = message(
      { 'Content-Type': 'text/plain; charset=unicode-1-1-utf-7' },
      "La remise a +AOk-chou+AOk- : l'adresse entr+AOk-e est introuvable. 1+-1 = 2, call +33 1 23.",
    )

    expect((await readMail(raw)).text.trim()).toBe(
      "La remise a échoué : l'adresse entrée est introuvable. 1+1 = 2, call +33 1 23.",
    )
  })

  it('reads the headers of a message stored with blank lines in front', async () => {
    const raw = Buffer.concat([
      Buffer.from('\r\n\r\n'),
      message(
        { Subject: 'Automatic reply: A tool for newsrooms', 'Auto-Submitted': 'auto-replied' },
        'Thank you for your message. The news desk reads every e-mail.',
      ),
    ])

    const mail = await readMail(raw)

    expect(mail.subject).toBe('Automatic reply: A tool for newsrooms')
    expect(mail.fromAddress).toBe('dana@newsdesk.example')
    expect(mail.text.trim()).toBe('Thank you for your message. The news desk reads every e-mail.')
    expect(await classify(raw)).toEqual({ kind: 'auto_reply' })
  })

  it('lists a delivery-status part among the reports and under the notice, without the returned message', async () => {
    const status = ['Final-Recipient: rfc822; gone@newsdesk.example', 'Action: failed', 'Status: 5.1.1'].join(
      '\n',
    )
    const raw = message(
      {
        From: 'Mail Delivery System <MAILER-DAEMON@mx.newsdesk.example>',
        Subject: 'Undelivered Mail Returned to Sender',
        'Content-Type': 'multipart/report; report-type=delivery-status; boundary="b1"',
      },
      [
        '--b1',
        'Content-Type: text/plain; charset=us-ascii',
        '',
        'Your message could not be delivered.',
        '--b1',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.newsdesk.example',
        '',
        status,
        '--b1',
        'Content-Type: message/rfc822',
        '',
        'From: founder@pressroom.example',
        'To: gone@newsdesk.example',
        'Subject: A tool for newsrooms',
        '',
        QUOTED_PITCH,
        '--b1--',
      ].join('\n'),
    )

    const mail = await readMail(raw)

    expect(mail.reportType).toBe('delivery-status')
    expect(mail.reports.map((r) => r.type)).toEqual(['message/delivery-status'])
    expect(mail.reports[0]?.content.replace(/\r\n/g, '\n')).toContain(status)
    expect(mail.text.indexOf('Status: 5.1.1')).toBeGreaterThan(mail.text.indexOf('could not be delivered'))
    expect(mail.text).not.toContain(QUOTED_PITCH)
    expect(await classify(raw)).toEqual({ kind: 'bounce_hard', bouncedRecipient: 'gone@newsdesk.example' })
  })

  it('does not take a forwarded message (message/rfc822) for the sender’s own words', async () => {
    const raw = message(
      { 'Content-Type': 'multipart/mixed; boundary="b2"' },
      [
        '--b2',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Forwarding this to our tech editor.',
        '--b2',
        'Content-Type: message/rfc822',
        '',
        'From: Sam <founder@pressroom.example>',
        'To: dana@newsdesk.example',
        'Subject: A tool for newsrooms',
        '',
        'Please unsubscribe here if this is not for you.',
        '--b2--',
      ].join('\n'),
    )

    const mail = await readMail(raw)

    expect(mail.fresh.trim()).toBe('Forwarding this to our tech editor.')
    expect(mail.text).toContain('Please unsubscribe here if this is not for you.')
    expect(await classify(raw)).toEqual({ kind: 'human_reply' })
  })

  it('keeps a bottom-posted reply in format=flowed apart from the quote whose last line ends in a space', async () => {
    const raw = message(
      { 'Content-Type': 'text/plain; charset=utf-8; format=flowed' },
      [
        'On 21/02/2025 10:02, Sam wrote:',
        '> Hi Dana, we are launching a tool ',
        '> for newsrooms next week. ',
        'Please take me off your ',
        'list.',
      ].join('\n'),
    )

    const mail = await readMail(raw)

    expect(mail.text).toContain('> Hi Dana, we are launching a tool for newsrooms next week. \n')
    expect(mail.fresh.trim()).toBe('Please take me off your list.')
    expect(mail.header('content-type')).toBe('text/plain; charset=utf-8; format=flowed')
    expect(await classify(raw)).toEqual({ kind: 'unsubscribe_or_complaint' })
  })

  it('gives the Message-ID as the message names itself, and the ids it answers without brackets', async () => {
    const raw = message(
      {
        'Message-ID': '<reply-1@newsdesk.example>',
        'In-Reply-To': "<pitch-1@pressroom.example> (Sam's message)",
        References: '<intro@pressroom.example>\r\n <pitch-1@pressroom.example>',
      },
      'Thanks!',
    )

    const mail = await readMail(raw)

    expect(mail.messageId).toBe('<reply-1@newsdesk.example>')
    expect(mail.threadIds).toEqual([
      'pitch-1@pressroom.example',
      'intro@pressroom.example',
      'pitch-1@pressroom.example',
    ])
  })

  it('reads a sender with an empty address ("MAILER-DAEMON <>") by its name', async () => {
    const mail = await readMail(message({ From: 'MAILER-DAEMON <>', 'Message-ID': '' }, 'Returned mail.'))

    expect(mail.fromName).toBe('MAILER-DAEMON')
    expect(mail.fromAddress).toBe('')
    expect(mail.messageId).toBe('')
  })
})

describe('what a received message carries for its conversation', () => {
  it('reads its HTML, its References, its time and its files', async () => {
    const raw = [
      'From: Dana Reed <dana@newsdesk.example>',
      'To: reply+abc@reply.example',
      'Subject: Re: Robots',
      'Date: Tue, 25 Feb 2025 18:35:00 +0000',
      'Message-ID: <r1@newsdesk.example>',
      'In-Reply-To: <p1@pressroom.example>',
      'References: <p0@pressroom.example> <p1@pressroom.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Send numbers</p>',
      '--b',
      'Content-Type: text/csv; name="numbers.csv"',
      'Content-Disposition: attachment; filename="numbers.csv"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('a,b\n1,2\n').toString('base64'),
      '--b--',
      '',
    ].join('\r\n')
    const mail = await readMail(raw)
    expect(mail.html.trim()).toBe('<p>Send numbers</p>')
    expect(mail.references).toEqual(['p0@pressroom.example', 'p1@pressroom.example'])
    expect(mail.sentAt).toBe('2025-02-25T18:35:00.000Z')
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({
      filename: 'numbers.csv',
      declaredType: 'text/csv',
      inline: false,
    })
    expect(Buffer.from(mail.attachments[0]?.bytes ?? []).toString()).toBe('a,b\n1,2\n')
  })
})
