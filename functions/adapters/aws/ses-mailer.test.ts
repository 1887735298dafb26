import { Agent, createServer, type Server } from 'node:http'
import { type AddressInfo, createServer as createTcpServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bodyOf, sdkSignature } from '../../../test/support/aws-signature'
import { MailNotSentError, type OutgoingMail, PermanentMailError } from '../../ports/mailer'
import { type SesMailerOptions, sesMailer } from './ses-mailer'

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
type Answer = { status: number; type?: string } | 'hang' | 'reset' | 'taken, then silent'

/**
 * SES v2's SendEmail on loopback: it checks each request's signature with the AWS SDK's signer, its
 * path and region, records what it was asked to send, and gives the answers queued in `answers` in
 * turn (a 200 with a message id once none is left): a refusal as SES writes one (its type in
 * x-amzn-ErrorType), no answer at all ('hang'), the connection cut once the request is in ('reset'),
 * or a 200 whose body never comes ('taken, then silent').
 */
let server: Server
let endpoint: string
let sent: SendEmailInput[] = []
let answers: Answer[] = []

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await bodyOf(request)
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
    if (answer === 'taken, then silent') return response.writeHead(200).write('{"MessageId":')
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
    timeouts: { connectionTimeout: 2_000, requestTimeout: 5_000, sendWithin: 8_000 },
    ...options,
  })
/** Timeouts for the tests that wait for one to pass: short, but long enough to connect on loopback. */
const SHORT = { connectionTimeout: 1_000, requestTimeout: 1_000, sendWithin: 8_000 }
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
    const refused = await failureOf(ses({ endpoint: `http://127.0.0.1:${port}` }).send(mail))
    expect(refused).toBeInstanceOf(MailNotSentError)
    expect(String(refused)).toContain('ECONNREFUSED')
    // A name no resolver knows, and one whose lookup never answers until the connection timeout.
    const unknownName = new Agent({
      lookup: (
        _name: string,
        _options: unknown,
        callback: (error: Error, address: string, family: number) => void,
      ) => callback(notFound(), '', 4),
    } as never)
    await expect(ses({ endpoint: 'http://ses.test', agent: unknownName }).send(mail)).rejects.toBeInstanceOf(
      MailNotSentError,
    )
    const silentLookup = new Agent({ lookup: () => {} } as never)
    await expect(
      ses({
        endpoint: 'http://ses.test',
        agent: silentLookup,
        timeouts: { ...SHORT, connectionTimeout: 100 },
      }).send(mail),
    ).rejects.toBeInstanceOf(MailNotSentError)
    expect(sent).toHaveLength(0)
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
      await expect(ses({ endpoint: `https://127.0.0.1:${cut.port}` }).send(mail)).rejects.toBeInstanceOf(
        MailNotSentError,
      )
      await expect(
        ses({
          endpoint: `https://127.0.0.1:${quiet.port}`,
          timeouts: { ...SHORT, connectionTimeout: 300 },
        }).send(mail),
      ).rejects.toBeInstanceOf(MailNotSentError)
    } finally {
      silent.close()
      hangUp.close()
    }
  })

  it.each([
    [
      'a server error',
      refusal(500, 'InternalServiceErrorException'),
      { name: 'InternalServiceErrorException' },
    ],
    ['a request left unanswered', 'hang' as const, { name: 'TimeoutError' }],
    ['a connection cut once the request went out', 'reset' as const, { code: 'ECONNRESET' }],
  ])('rethrows %s as it came, asking once: SES may have taken the message', async (_, answer, shape) => {
    answers = [answer]
    const failure = await failureOf(ses({ timeouts: SHORT }).send(mail))
    expect(failure).toMatchObject(shape)
    expect(failure).not.toBeInstanceOf(MailNotSentError)
    expect(failure).not.toBeInstanceOf(PermanentMailError)
    expect(sent).toHaveLength(1)
  })

  it("takes a 2xx as SES's word that it took the message, without waiting for the rest", async () => {
    answers = ['taken, then silent']
    await expect(ses({ timeouts: SHORT }).send(mail)).resolves.toBeUndefined()
  })

  it('asks again after a rate limit only while the send can still end in time', async () => {
    answers = [refusal(429, 'TooManyRequestsException')]
    const sending = ses({
      timeouts: { connectionTimeout: 2_000, requestTimeout: 5_000, sendWithin: 5_100 },
    }).send(mail)
    await expect(sending).rejects.toBeInstanceOf(MailNotSentError)
    expect(sent).toHaveLength(1)
  })
})

const failureOf = (sending: Promise<unknown>) =>
  sending.then(
    () => expect.unreachable('the send succeeded'),
    (error: unknown) => error,
  )
const notFound = () => Object.assign(new Error('getaddrinfo ENOTFOUND ses.test'), { code: 'ENOTFOUND' })
