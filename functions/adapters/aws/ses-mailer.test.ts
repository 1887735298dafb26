import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sdkSignature } from '../../../test/support/aws-signature'
import { MailNotSentError, type OutgoingMail, PermanentMailError } from '../../ports/mailer'
import { type SesMailerOptions, sesMailer } from './ses-mailer'
import { AwsError } from './signed-fetch'

const SECRET = 'loopback-secret'

const mail: OutgoingMail = {
  from: 'pitches@mail.pressroom.example',
  to: 'dana@news.example',
  messageId: 'send-1@mail.pressroom.example',
  raw: Buffer.from(
    'From: pitches@mail.pressroom.example\r\nTo: dana@news.example\r\nSubject: Hi\r\n\r\nHello\r\n',
  ),
}

interface SendEmailInput {
  FromEmailAddress: string
  Destination: { ToAddresses: string[] }
  Content: { Raw: { Data: string } }
  ConfigurationSetName?: string
}
type Answer = { status: number; type?: string } | 'hang' | 'reset'

/**
 * SES v2's SendEmail on loopback: it checks each request's signature with the AWS SDK's signer, its
 * path and region, records what it was asked to send, and gives the answers queued in `answers` in
 * turn (a 200 with a message id once none is left): a refusal as SES writes one (its type in
 * x-amzn-ErrorType), no answer at all ('hang'), or the connection cut once the request is in ('reset').
 */
let server: Server
let endpoint: string
let sent: SendEmailInput[] = []
let answers: Answer[] = []

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks)
    const refuse = (status: number, type: string, message = `${type} from the fake`) =>
      response
        .writeHead(status, {
          'content-type': 'application/json',
          'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazonaws.sesv2/`,
        })
        .end(JSON.stringify({ message }))
    const { given, expected, region } = await sdkSignature(
      request,
      { service: 'ses', secretAccessKey: SECRET },
      raw,
    )
    if (!given || given !== expected || region !== 'eu-west-1') return refuse(403, 'SignatureDoesNotMatch')
    if (request.url !== '/v2/email/outbound-emails') return refuse(404, 'NotFoundException')
    sent.push(JSON.parse(raw.toString()))
    const answer = answers.shift() ?? { status: 200 }
    if (answer === 'hang') return
    if (answer === 'reset') return request.socket.destroy()
    if (answer.type) return refuse(answer.status, answer.type)
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ MessageId: 'ses-1' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  sent = []
  answers = []
})

const ses = (options: Partial<SesMailerOptions> = {}) =>
  sesMailer({
    region: 'eu-west-1',
    endpoint,
    credentials: async () => ({ accessKeyId: 'LOOPBACK', secretAccessKey: SECRET }),
    timeouts: { connectionTimeout: 1_000, requestTimeout: 300 },
    ...options,
  })
const refusal = (status: number, type: string): Answer => ({ status, type })

describe('the SES mailer', () => {
  it('sends the raw MIME unchanged with the envelope and the configuration set', async () => {
    await ses({ configurationSet: 'pressroom-sends' }).send(mail)
    expect(sent).toHaveLength(1)
    const [input] = sent
    expect({ ...input, Content: undefined }).toEqual({
      FromEmailAddress: 'pitches@mail.pressroom.example',
      Destination: { ToAddresses: ['dana@news.example'] },
      ConfigurationSetName: 'pressroom-sends',
    })
    expect(Buffer.from(input?.Content.Raw.Data ?? '', 'base64').equals(Buffer.from(mail.raw))).toBe(true)
  })

  it('leaves the configuration set out when none is configured', async () => {
    await ses().send(mail)
    expect(sent[0]).not.toHaveProperty('ConfigurationSetName')
  })

  it('says it does not deduplicate, so an interrupted send is never tried again through it', () => {
    expect(ses().deduplicates).toBe(false)
  })

  it.each([
    'MessageRejected',
    'BadRequestException',
    'MailFromDomainNotVerifiedException',
    'AccountSuspendedException',
  ])('turns %s into a permanent mail error that names the message', async (type) => {
    answers = [refusal(400, type)]
    const sending = ses().send(mail)
    await expect(sending).rejects.toBeInstanceOf(PermanentMailError)
    await expect(sending).rejects.toThrow(/send-1@mail\.pressroom\.example/)
    await expect(sending).rejects.toHaveProperty('cause.name', type)
  })

  it('asks again after a rate limit, and sends once SES takes it', async () => {
    answers = [refusal(429, 'TooManyRequestsException')]
    await ses().send(mail)
    expect(sent).toHaveLength(2)
  })

  it.each([
    ['TooManyRequestsException', 429, 3],
    ['SendingPausedException', 400, 1],
  ])(
    'marks %s as not sent (SES refused it as the caller), for the queue to retry',
    async (type, status, calls) => {
      answers = Array(3).fill(refusal(status, type))
      const sending = ses().send(mail)
      await expect(sending).rejects.toBeInstanceOf(MailNotSentError)
      await expect(sending).rejects.toHaveProperty('cause.name', type)
      expect(sent).toHaveLength(calls)
    },
  )

  it('marks a connection never made, or never made in time, as not sent', async () => {
    // Nothing listens on a port just freed: the connection is refused.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    await expect(ses({ endpoint: `http://127.0.0.1:${port}` }).send(mail)).rejects.toBeInstanceOf(
      MailNotSentError,
    )
    // TEST-NET-1 is never routed: the connection fails at once or is never made within the timeout.
    await expect(
      ses({ endpoint: 'http://192.0.2.1:9', timeouts: { connectionTimeout: 200, requestTimeout: 300 } }).send(
        mail,
      ),
    ).rejects.toBeInstanceOf(MailNotSentError)
    // A name that resolves nowhere.
    await expect(ses({ endpoint: 'http://ses.invalid' }).send(mail)).rejects.toBeInstanceOf(MailNotSentError)
  })

  it.each([
    ['a server error', refusal(500, 'InternalServiceErrorException'), AwsError],
    ['a request left unanswered', 'hang' as const, Error],
    ['a connection cut once the request went out', 'reset' as const, Error],
  ])('rethrows %s as it came, asking once: SES may have taken the message', async (_, answer, kind) => {
    answers = [answer]
    const failure = await ses()
      .send(mail)
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(kind)
    expect(failure).not.toBeInstanceOf(MailNotSentError)
    expect(failure).not.toBeInstanceOf(PermanentMailError)
    expect(sent).toHaveLength(1)
  })

  it('gives up on a request left unanswered within its timeout', async () => {
    answers = ['hang']
    await expect(ses().send(mail)).rejects.toMatchObject({ name: 'TimeoutError' })
  })
})
