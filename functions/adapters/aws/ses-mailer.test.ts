import {
  AccountSuspendedException,
  BadRequestException,
  InternalServiceErrorException,
  MailFromDomainNotVerifiedException,
  MessageRejected,
  SESv2Client,
  SendEmailCommand,
  SendingPausedException,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2'
import { mockClient } from 'aws-sdk-client-mock'
import { beforeEach, describe, expect, it } from 'vitest'
import { type OutgoingMail, PermanentMailError } from '../../ports/mailer'
import { sesMailer } from './ses-mailer'

const ses = mockClient(SESv2Client)
beforeEach(() => ses.reset())

const mail: OutgoingMail = {
  from: 'pitches@mail.pressroom.example',
  to: 'dana@news.example',
  messageId: 'send-1@mail.pressroom.example',
  raw: Buffer.from(
    'From: pitches@mail.pressroom.example\r\nTo: dana@news.example\r\nSubject: Hi\r\n\r\nHello\r\n',
  ),
}

const meta = { $metadata: {}, message: 'refused' }

describe('the SES mailer', () => {
  it('sends the raw MIME unchanged with the envelope and the configuration set', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' })
    await sesMailer({ client: new SESv2Client({}), configurationSet: 'pressroom-sends' }).send(mail)
    const calls = ses.commandCalls(SendEmailCommand)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.args[0].input).toEqual({
      FromEmailAddress: 'pitches@mail.pressroom.example',
      Destination: { ToAddresses: ['dana@news.example'] },
      Content: { Raw: { Data: mail.raw } },
      ConfigurationSetName: 'pressroom-sends',
    })
  })

  it('leaves the configuration set out when none is configured', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' })
    await sesMailer({ client: new SESv2Client({}) }).send(mail)
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).not.toHaveProperty('ConfigurationSetName')
  })

  it('says it does not deduplicate, so an interrupted send is never tried again through it', () => {
    expect(sesMailer({ client: new SESv2Client({}) }).deduplicates).toBe(false)
  })

  it.each([
    ['MessageRejected', new MessageRejected(meta)],
    ['BadRequestException', new BadRequestException(meta)],
    ['MailFromDomainNotVerifiedException', new MailFromDomainNotVerifiedException(meta)],
    ['AccountSuspendedException', new AccountSuspendedException(meta)],
  ])('turns %s into a permanent mail error that names the message', async (_, refusal) => {
    ses.on(SendEmailCommand).rejects(refusal)
    const sending = sesMailer({ client: new SESv2Client({}) }).send(mail)
    await expect(sending).rejects.toBeInstanceOf(PermanentMailError)
    await expect(sending).rejects.toThrow(/send-1@mail\.pressroom\.example/)
  })

  it.each([
    ['TooManyRequestsException', new TooManyRequestsException(meta)],
    ['SendingPausedException', new SendingPausedException(meta)],
    ['InternalServiceErrorException', new InternalServiceErrorException(meta)],
  ])('rethrows %s as is, for the queue to retry', async (name, failure) => {
    ses.on(SendEmailCommand).rejects(failure)
    const sending = sesMailer({ client: new SESv2Client({}) }).send(mail)
    await expect(sending).rejects.not.toBeInstanceOf(PermanentMailError)
    await expect(sending).rejects.toHaveProperty('name', name)
  })
})
