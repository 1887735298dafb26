import { createServer, type Server } from 'node:http'
import { type AddressInfo, createServer as createTcpServer } from 'node:net'
import { buffer } from 'node:stream/consumers'
import {
  AccountSuspendedException,
  BadRequestException,
  InternalServiceErrorException,
  LimitExceededException,
  MailFromDomainNotVerifiedException,
  MessageRejected,
  NotFoundException,
  SESv2Client,
  SendEmailCommand,
  SendingPausedException,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2'
import { fromEnv } from '@aws-sdk/credential-provider-env'
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fromTagValue, MESSAGE_TAGS } from '../../../events/ses-delivery-event'
import { MailNotSentError, type OutgoingMail, PermanentMailError } from '../../ports/mailer'
import { type SesMailerOptions, sesMailer } from './ses-mailer'

const mail: OutgoingMail = {
  from: 'pitches@mail.pressroom.example',
  to: 'dana@news.example',
  messageId: 'send-1@mail.pressroom.example',
  raw: Buffer.from(
    'From: pitches@mail.pressroom.example\r\nTo: dana@news.example\r\nSubject: Hi\r\n\r\nHello\r\n',
  ),
}

const TIMEOUTS = { connectionTimeout: 2_000, requestTimeout: 5_000, sendWithin: 8_000 }
/** Timeouts for the tests that wait for one to pass: short, but long enough to connect on loopback. */
const SHORT = { connectionTimeout: 1_000, requestTimeout: 1_000, sendWithin: 8_000 }
const failureOf = (sending: Promise<unknown>) =>
  sending.then(
    () => expect.unreachable('the send succeeded'),
    (error: unknown) => error,
  )

describe('the SES mailer', () => {
  let sdk: AwsClientStub<SESv2Client>
  beforeEach(() => {
    sdk = mockClient(SESv2Client)
  })
  afterEach(() => sdk.restore())

  const ses = (options: Partial<SesMailerOptions> = {}) =>
    sesMailer({ region: 'eu-west-1', timeouts: TIMEOUTS, ...options })
  const meta = { $metadata: {}, message: 'refused' }
  const calls = () => sdk.commandCalls(SendEmailCommand)

  it('sends the raw MIME unchanged with the envelope and the configuration set', async () => {
    sdk.on(SendEmailCommand).resolves({ MessageId: 'ses-1' })
    await ses({ configurationSet: 'pressroom-sends' }).send(mail)
    expect(calls()).toHaveLength(1)
    expect(calls()[0]?.args[0].input).toEqual({
      FromEmailAddress: 'pitches@mail.pressroom.example',
      Destination: { ToAddresses: ['dana@news.example'] },
      Content: { Raw: { Data: mail.raw } },
      ConfigurationSetName: 'pressroom-sends',
    })
  })

  it('tags the message with its send, base64url as SES allows, for the delivery events to name it', async () => {
    sdk.on(SendEmailCommand).resolves({ MessageId: 'ses-1' })
    await ses().send({ ...mail, send: { userId: 'user-1', sendId: 'pitch-abc.2' } })
    const tags = calls()[0]?.args[0].input.EmailTags ?? []
    expect(tags.map((tag) => tag.Name)).toEqual([MESSAGE_TAGS.user, MESSAGE_TAGS.send])
    for (const tag of tags) expect(tag.Value).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(tags.map((tag) => fromTagValue(tag.Value))).toEqual(['user-1', 'pitch-abc.2'])
  })

  it('leaves the configuration set out when none is configured', async () => {
    sdk.on(SendEmailCommand).resolves({ MessageId: 'ses-1' })
    await ses().send(mail)
    expect(calls()[0]?.args[0].input).not.toHaveProperty('ConfigurationSetName')
  })

  it('says it does not deduplicate, so an interrupted send is never tried again through it', () => {
    expect(ses().deduplicates).toBe(false)
  })

  it('keeps one client, making one attempt per call, for every send of a mailer', async () => {
    sdk.on(SendEmailCommand).resolves({ MessageId: 'ses-1' })
    const mailer = ses()
    await mailer.send(mail)
    await mailer.send(mail)
    await ses().send(mail)
    const [first, second, other] = sdk.send.getCalls().map((call) => call.thisValue as SESv2Client)
    expect(second).toBe(first)
    expect(other).not.toBe(first)
    expect(await first?.config.maxAttempts()).toBe(1)
  })

  it.each([
    ['MessageRejected', new MessageRejected(meta)],
    ['BadRequestException', new BadRequestException(meta)],
    ['MailFromDomainNotVerifiedException', new MailFromDomainNotVerifiedException(meta)],
    ['AccountSuspendedException', new AccountSuspendedException(meta)],
    ['NotFoundException', new NotFoundException(meta)],
  ])('turns %s into a permanent mail error that names the message', async (name, refusal) => {
    sdk.on(SendEmailCommand).rejects(refusal)
    const sending = ses().send(mail)
    await expect(sending).rejects.toBeInstanceOf(PermanentMailError)
    await expect(sending).rejects.toThrow(/send-1@mail\.pressroom\.example/)
    await expect(sending).rejects.toHaveProperty('cause.name', name)
    expect(calls()).toHaveLength(1)
  })

  it('asks again after a rate limit, and sends once SES takes it', async () => {
    sdk.on(SendEmailCommand).rejectsOnce(new TooManyRequestsException(meta)).resolves({ MessageId: 'ses-1' })
    await ses().send(mail)
    expect(calls()).toHaveLength(2)
  })

  it.each([
    ['TooManyRequestsException', new TooManyRequestsException(meta), 3],
    ['LimitExceededException', new LimitExceededException(meta), 3],
    ['SendingPausedException', new SendingPausedException(meta), 1],
  ])(
    'marks %s as not sent (SES refused it as the caller), for the queue to retry',
    async (name, refusal, tries) => {
      sdk.on(SendEmailCommand).rejects(refusal)
      const sending = ses().send(mail)
      await expect(sending).rejects.toBeInstanceOf(MailNotSentError)
      await expect(sending).rejects.toHaveProperty('cause.name', name)
      expect(calls()).toHaveLength(tries)
    },
  )

  it('asks again after a rate limit only while the send can still end in time', async () => {
    sdk.on(SendEmailCommand).rejects(new TooManyRequestsException(meta))
    const sending = ses({ timeouts: { ...TIMEOUTS, requestTimeout: 5_000, sendWithin: 5_100 } }).send(mail)
    await expect(sending).rejects.toBeInstanceOf(MailNotSentError)
    expect(calls()).toHaveLength(1)
  })

  it('rethrows a server error as it came, asking once: SES may have taken the message', async () => {
    const failure = new InternalServiceErrorException(meta)
    sdk.on(SendEmailCommand).rejects(failure)
    await expect(ses().send(mail)).rejects.toBe(failure)
    expect(calls()).toHaveLength(1)
  })
})

type Answer =
  | { status: number; type?: string }
  | 'hang'
  | 'reset'
  | 'taken, then silent'
  | 'refused, then silent'

/**
 * SES v2's SendEmail on loopback, reached through the real client and its NodeHttpHandler: it records
 * what it was asked to send at SendEmail's path, and gives the answers queued in `answers` in turn (a
 * 200 with a message id once none is left): a refusal as SES writes one (its type in x-amzn-ErrorType),
 * no answer at all ('hang'), the connection cut once the request is in ('reset'), or a status whose
 * body never comes.
 */
describe('the SES mailer on the network', () => {
  let server: Server
  let endpoint: string
  let sent: { path?: string; port?: number; input: Record<string, unknown> }[] = []
  let answers: Answer[] = []

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const input = JSON.parse((await buffer(request)).toString())
      sent.push({ path: request.url, port: request.socket.remotePort, input })
      const answer = answers.shift() ?? { status: 200 }
      if (answer === 'hang') return
      if (answer === 'reset') return request.socket.destroy()
      if (answer === 'taken, then silent') return response.writeHead(200).write('{"MessageId":')
      if (answer === 'refused, then silent')
        return response
          .writeHead(400, { 'x-amzn-errortype': 'MessageRejected', 'content-type': 'application/json' })
          .write('{"message":')
      if (answer.type)
        return response
          .writeHead(answer.status, {
            'content-type': 'application/json',
            'x-amzn-errortype': `${answer.type}:http://internal.amazon.com/coral/com.amazonaws.sesv2/`,
          })
          .end(JSON.stringify({ message: `${answer.type} from the fake` }))
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
      credentials: { accessKeyId: 'LOOPBACK', secretAccessKey: 'loopback-secret' },
      timeouts: TIMEOUTS,
      ...options,
    })

  it("sends SendEmail with the raw MIME as SES v2's API takes it", async () => {
    await ses({ configurationSet: 'pressroom-sends' }).send(mail)
    expect(sent).toHaveLength(1)
    const [{ path, input }] = sent as [(typeof sent)[0]]
    expect(path).toBe('/v2/email/outbound-emails')
    expect({ ...input, Content: undefined }).toEqual({
      FromEmailAddress: 'pitches@mail.pressroom.example',
      Destination: { ToAddresses: ['dana@news.example'] },
      ConfigurationSetName: 'pressroom-sends',
    })
    const data = (input.Content as { Raw: { Data: string } }).Raw.Data
    expect(Buffer.from(data, 'base64').equals(mail.raw)).toBe(true)
  })

  it('opens a connection of its own for each send, so none kept open can have gone stale', async () => {
    const mailer = ses()
    await mailer.send(mail)
    await mailer.send(mail)
    expect(sent).toHaveLength(2)
    expect(sent[0]?.port).not.toBe(sent[1]?.port)
  })

  it("reads SES's refusals off the wire by their type: permanent, or asked again and not sent", async () => {
    answers = [{ status: 400, type: 'MessageRejected' }]
    await expect(ses().send(mail)).rejects.toBeInstanceOf(PermanentMailError)
    answers = Array(3).fill({ status: 429, type: 'TooManyRequestsException' })
    const limited = await failureOf(ses().send(mail))
    expect(limited).toBeInstanceOf(MailNotSentError)
    expect(limited).toHaveProperty('cause.name', 'TooManyRequestsException')
    expect(sent).toHaveLength(4)
  })

  it('marks a connection never made, or never made in time, as not sent', async () => {
    // Nothing listens on a port just freed: the connection is refused.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const refused = await failureOf(ses({ endpoint: `http://127.0.0.1:${port}` }).send(mail))
    expect(refused).toBeInstanceOf(MailNotSentError)
    expect(refused).toHaveProperty('cause.name', 'NeverConnected')
    expect(String(refused)).toContain('ECONNREFUSED')
    // A name no resolver knows, and one whose lookup never answers until the connection timeout.
    const unknownName = await failureOf(
      ses({
        endpoint: 'http://ses.test',
        lookup: (_name, _options, callback) =>
          callback(Object.assign(new Error('getaddrinfo ENOTFOUND ses.test'), { code: 'ENOTFOUND' }), '', 4),
      }).send(mail),
    )
    expect(unknownName).toBeInstanceOf(MailNotSentError)
    expect(String(unknownName)).toContain('ENOTFOUND')
    const slow = await failureOf(
      ses({
        endpoint: 'http://ses.test',
        lookup: () => {},
        timeouts: { ...SHORT, connectionTimeout: 100 },
      }).send(mail),
    )
    expect(slow).toBeInstanceOf(MailNotSentError)
    expect(String(slow)).toContain('did not establish a connection')
    expect(sent).toHaveLength(0)
  })

  it('marks a connection to an unroutable address as not sent', async () => {
    // 100::/64 is for discarding (RFC 6666): no route to it, or packets dropped until the timeout.
    const failure = await failureOf(
      ses({ endpoint: 'http://[100::1]', timeouts: { ...SHORT, connectionTimeout: 300 } }).send(mail),
    )
    expect(failure).toBeInstanceOf(MailNotSentError)
    expect(failure).toHaveProperty('cause.name', 'NeverConnected')
  })

  it('marks a TLS handshake that fails or never ends as not sent: nothing of the request left before it', async () => {
    // A TCP server that is not TLS: it hangs up at once, or never says a word.
    const hangUp = createTcpServer((socket) => socket.destroy())
    const silent = createTcpServer(() => {})
    const sockets: AddressInfo[] = []
    for (const server of [hangUp, silent]) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      sockets.push(server.address() as AddressInfo)
    }
    try {
      const [cut, quiet] = sockets as [AddressInfo, AddressInfo]
      const cutShort = await failureOf(ses({ endpoint: `https://127.0.0.1:${cut.port}` }).send(mail))
      expect(cutShort).toBeInstanceOf(MailNotSentError)
      expect(cutShort).toHaveProperty('cause.cause.code', 'ECONNRESET')
      // The SDK's connection timeout ends at TCP's connect; the handshake is given the same time.
      const neverEnds = await failureOf(
        ses({
          endpoint: `https://127.0.0.1:${quiet.port}`,
          timeouts: { ...SHORT, connectionTimeout: 300 },
        }).send(mail),
      )
      expect(neverEnds).toBeInstanceOf(MailNotSentError)
      expect(String(neverEnds)).toContain('no TLS connection to SES within 300 ms')
    } finally {
      silent.close()
      hangUp.close()
    }
  })

  it('marks a send it had no credentials to sign as not sent', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', undefined)
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', undefined)
    try {
      const failure = await failureOf(ses({ credentials: fromEnv() }).send(mail))
      expect(failure).toBeInstanceOf(MailNotSentError)
      expect(failure).toHaveProperty('cause.cause.name', 'CredentialsProviderError')
      expect(sent).toHaveLength(0)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it.each([
    [
      'a server error',
      { status: 500, type: 'InternalServiceErrorException' },
      { name: 'InternalServiceErrorException' },
    ],
    ['a request left unanswered', 'hang' as const, { name: 'TimeoutError', code: 'ETIMEDOUT' }],
    ['a connection cut once the request went out', 'reset' as const, { code: 'ECONNRESET' }],
  ])('rethrows %s as it came, asking once: SES may have taken the message', async (_, answer, shape) => {
    answers = [answer]
    const failure = await failureOf(ses({ timeouts: SHORT }).send(mail))
    expect(failure).toMatchObject(shape)
    expect(failure).not.toBeInstanceOf(MailNotSentError)
    expect(failure).not.toBeInstanceOf(PermanentMailError)
    expect(sent).toHaveLength(1)
  })

  it("takes a 2xx as SES's word that it took the message, whatever becomes of the rest", async () => {
    answers = ['taken, then silent']
    await expect(ses({ timeouts: SHORT }).send(mail)).resolves.toBeUndefined()
    expect(sent).toHaveLength(1)
  })

  it("takes a 4xx whose body never comes as SES's refusal: not sent", async () => {
    answers = ['refused, then silent']
    await expect(ses({ timeouts: SHORT }).send(mail)).rejects.toBeInstanceOf(MailNotSentError)
    expect(sent).toHaveLength(1)
  })
})
