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

  it('asks again after a rate limit, and sends once SES takes it', async () => {
    ses.on(SendEmailCommand).rejectsOnce(new TooManyRequestsException(meta)).resolves({ MessageId: 'ses-1' })
    await sesMailer({ client: new SESv2Client({}) }).send(mail)
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2)
  })

  it.each([
    ['TooManyRequestsException', new TooManyRequestsException(meta), 3],
    ['SendingPausedException', new SendingPausedException(meta), 1],
  ])(
    'marks %s as not sent (SES refused it as the caller), for the queue to retry',
    async (name, failure, calls) => {
      ses.on(SendEmailCommand).rejects(failure)
      const sending = sesMailer({ client: new SESv2Client({}) }).send(mail)
      await expect(sending).rejects.toBeInstanceOf(MailNotSentError)
      await expect(sending).rejects.toHaveProperty('cause.name', name)
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(calls)
    },
  )

  it('marks a connection never made, or never made in time, as not sent', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    })
    // @smithy/node-http-handler's words when connectionTimeout passes.
    const slow = Object.assign(
      new Error(
        'the request socket did not establish a connection with the server within the configured timeout of 3000 ms.',
      ),
      { name: 'TimeoutError' },
    )
    // Node tries each of the host's addresses and reports the failures together.
    const refusedAgain = Object.assign(new Error('connect ECONNREFUSED 10.0.0.2:443'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    })
    const everyAddress = Object.assign(new AggregateError([refused, refusedAgain], ''), {
      code: 'ECONNREFUSED',
    })
    for (const failure of [refused, slow, everyAddress]) {
      ses.on(SendEmailCommand).rejects(failure)
      await expect(sesMailer({ client: new SESv2Client({}) }).send(mail)).rejects.toBeInstanceOf(
        MailNotSentError,
      )
    }
  })

  it.each([
    ['a server error', new InternalServiceErrorException(meta)],
    [
      'a timeout once the request went out',
      Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
    ],
    [
      'an unreachable host on an open connection',
      Object.assign(new Error('read EHOSTUNREACH'), { code: 'EHOSTUNREACH', syscall: 'read' }),
    ],
  ])('rethrows %s as is: SES may have taken the message', async (_, failure) => {
    ses.on(SendEmailCommand).rejects(failure)
    await expect(sesMailer({ client: new SESv2Client({}) }).send(mail)).rejects.toBe(failure)
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1)
  })
})
