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
import { MailNotSentError, type OutgoingMail, PermanentMailError } from '../../ports/mailer'
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
  ])('marks %s as not sent (SES answered), for the queue to retry', async (name, failure) => {
    ses.on(SendEmailCommand).rejects(failure)
    const sending = sesMailer({ client: new SESv2Client({}) }).send(mail)
    await expect(sending).rejects.toBeInstanceOf(MailNotSentError)
    await expect(sending).rejects.toHaveProperty('cause.name', name)
  })

  it('marks a connection never made as not sent', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' }))
    await expect(sesMailer({ client: new SESv2Client({}) }).send(mail)).rejects.toBeInstanceOf(
      MailNotSentError,
    )
  })

  it('rethrows a timeout once the request went out as is: SES may have taken the message', async () => {
    const timeout = Object.assign(new Error('Connection timed out after 30000 ms'), { name: 'TimeoutError' })
    ses.on(SendEmailCommand).rejects(timeout)
    const sending = sesMailer({ client: new SESv2Client({}) }).send(mail)
    await expect(sending).rejects.toBe(timeout)
  })
})
