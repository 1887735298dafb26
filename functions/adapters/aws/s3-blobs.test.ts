import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startS3 } from '../../../infra/local/s3'
import { sdkSignature } from '../../../test/support/aws-signature'
import { LOCAL_CREDENTIALS } from '../../platform/wiring/local-credentials'
import { s3Blobs } from './s3-blobs'
import { AwsError } from './signed-fetch'

// Round trips against s3rver, the embedded stack's S3 (it knows the access key but checks no V4
// signature); signatures against a loopback S3 that checks each one with the AWS SDK's own signer.
const directory = mkdtempSync(join(tmpdir(), 'pressroom-s3-blobs-'))
let s3: Awaited<ReturnType<typeof startS3>>
let blobs: ReturnType<typeof s3Blobs>

beforeAll(async () => {
  s3 = await startS3({ directory, bucket: 'assets' })
  blobs = s3Blobs({
    bucket: 'assets',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: async () => LOCAL_CREDENTIALS,
  })
})
afterAll(async () => {
  await s3.stop()
  rmSync(directory, { recursive: true, force: true })
})

describe('the S3 blobs adapter', () => {
  it('puts text and reads it back, keys with spaces and accents included', async () => {
    await blobs.putText('search/v1 — São Paulo.json', '{"city":"São Paulo"}', 'application/json')
    await expect(blobs.getText('search/v1 — São Paulo.json')).resolves.toBe('{"city":"São Paulo"}')
  })

  it('puts bytes, reads them back, and deletes them', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255])
    await blobs.putBytes('kits/u/k/kit.pdf', bytes, 'application/pdf')
    await expect(blobs.getBytes('kits/u/k/kit.pdf')).resolves.toEqual(bytes)
    await blobs.delete('kits/u/k/kit.pdf')
    await expect(blobs.getBytes('kits/u/k/kit.pdf')).resolves.toBeUndefined()
    // Deleting what is not there is not an error.
    await blobs.delete('kits/u/k/kit.pdf')
  })

  it('answers undefined for a missing key, and refuses a missing bucket', async () => {
    await expect(blobs.getText('missing')).resolves.toBeUndefined()
    await expect(blobs.getBytes('missing')).resolves.toBeUndefined()
    const elsewhere = s3Blobs({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: async () => LOCAL_CREDENTIALS,
    })
    await expect(elsewhere.getText('missing')).rejects.toMatchObject({ name: 'NoSuchBucket', status: 404 })
  })

  it('signs a short-lived link that downloads the file under a safe name', async () => {
    await blobs.putBytes('kits/u/k/kit.pdf', new Uint8Array([1, 2, 3]), 'application/pdf')
    const link = await blobs.signedGetUrl('kits/u/k/kit.pdf', { seconds: 300, filename: 'Acme "kit".pdf' })
    const url = new URL(link)
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300')

    const download = await fetch(link)
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Acme _kit_.pdf"')
  })

  it('is refused with keys s3rver does not know', async () => {
    const stranger = s3Blobs({
      bucket: 'assets',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: async () => ({ accessKeyId: 'STRANGER', secretAccessKey: 'nope' }),
    })
    await expect(stranger.getText('search/v1 — São Paulo.json')).rejects.toBeInstanceOf(AwsError)
  })
})

describe('the S3 blobs adapter on AWS', () => {
  const aws = s3Blobs({
    bucket: 'pressroom-assets',
    region: 'eu-west-1',
    credentials: async () => ({
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'token',
    }),
  })

  it('addresses the bucket by its regional host and signs with the session token of a role', async () => {
    const url = new URL(await aws.signedGetUrl('kits/u/k/kit.pdf', { seconds: 60 }))
    expect(url.host).toBe('pressroom-assets.s3.eu-west-1.amazonaws.com')
    expect(url.pathname).toBe('/kits/u/k/kit.pdf')
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    )
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('token')
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(url.searchParams.has('response-content-disposition')).toBe(false)
  })
})

describe('the S3 blobs adapter against a loopback S3 that checks signatures', () => {
  const SECRET = 'loopback-secret'
  let server: Server
  const objects = new Map<string, { body: Buffer; type: string }>()
  /** What the next requests are answered instead (S3 failing); checked requests otherwise. */
  let failures: { status: number; body: string }[] = []
  /** How many of the next requests lose their connection before any answer. */
  let dropNext = 0
  let seen: IncomingMessage[] = []
  let s3At: (credentials?: { accessKeyId: string; secretAccessKey: string }) => ReturnType<typeof s3Blobs>

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      seen.push(request)
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const answer = (status: number, body = '', headers: Record<string, string> = {}) =>
        response.writeHead(status, headers).end(body)
      if (dropNext > 0) {
        dropNext--
        return request.socket.destroy()
      }
      const failure = failures.shift()
      if (failure) return answer(failure.status, failure.body)
      const { given, expected, region, expired } = await sdkSignature(
        request,
        { service: 's3', secretAccessKey: SECRET },
        Buffer.concat(chunks),
      )
      if (!given || given !== expected || region !== 'eu-west-1')
        return answer(403, '<Error><Code>SignatureDoesNotMatch</Code><Message>No</Message></Error>')
      if (expired)
        return answer(403, '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>')
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const key = decodeURIComponent(url.pathname)
      if (request.method === 'PUT') {
        const body = Buffer.concat(chunks)
        const hash = createHash('sha256').update(body).digest('hex')
        if (request.headers['x-amz-content-sha256'] !== hash)
          return answer(400, '<Error><Code>XAmzContentSHA256Mismatch</Code></Error>')
        objects.set(key, { body, type: String(request.headers['content-type']) })
        return answer(200)
      }
      if (request.method === 'DELETE') {
        objects.delete(key)
        return answer(204)
      }
      const object = objects.get(key)
      if (!object) return answer(404, '<Error><Code>NoSuchKey</Code></Error>')
      const disposition = url.searchParams.get('response-content-disposition')
      response.writeHead(200, {
        'content-type': object.type,
        ...(disposition ? { 'content-disposition': disposition } : {}),
      })
      response.end(object.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    s3At = (credentials = { accessKeyId: 'LOOPBACK', secretAccessKey: SECRET }) =>
      s3Blobs({ bucket: 'assets', region: 'eu-west-1', endpoint, credentials: async () => credentials })
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('signs puts, reads and deletes as the AWS SDK does, keys with spaces, accents and brackets included', async () => {
    const blobs = s3At()
    const key = "kits/u/k/Acme (final) — l'été.json"
    await blobs.putText(key, '{"a":1}', 'application/json')
    await expect(blobs.getText(key)).resolves.toBe('{"a":1}')
    await blobs.delete(key)
    await expect(blobs.getText(key)).resolves.toBeUndefined()
  })

  it('signs a link that only reads the file it names, under the name it offers', async () => {
    const blobs = s3At()
    await blobs.putBytes('kits/u/k/kit.pdf', new Uint8Array([1, 2, 3]), 'application/pdf')
    await blobs.putBytes('kits/u/k/other.pdf', new Uint8Array([4]), 'application/pdf')
    const link = await blobs.signedGetUrl('kits/u/k/kit.pdf', { seconds: 300, filename: 'Acme kit.pdf' })
    // A space is written %20, as S3's signature rules read it.
    expect(link).toContain('filename%3D%22Acme%20kit.pdf%22')
    const download = await fetch(link)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Acme kit.pdf"')

    const otherKey = new URL(link)
    otherKey.pathname = otherKey.pathname.replace('kit.pdf', 'other.pdf')
    expect((await fetch(otherKey)).status).toBe(403)
    const otherName = new URL(link)
    otherName.searchParams.set('response-content-disposition', 'attachment; filename="x.exe"')
    expect((await fetch(otherName)).status).toBe(403)
  })

  it('signs a link that stops working when its time is up', async () => {
    const blobs = s3At()
    await blobs.putBytes('kits/u/k/kit.pdf', new Uint8Array([1, 2, 3]), 'application/pdf')
    const link = await blobs.signedGetUrl('kits/u/k/kit.pdf', { seconds: 60 })
    expect((await fetch(link)).status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61_000)
      expect((await fetch(link)).status).toBe(403)
    } finally {
      vi.useRealTimers()
    }
  })

  it('is refused when it signs with the wrong secret', async () => {
    const stranger = s3At({ accessKeyId: 'LOOPBACK', secretAccessKey: 'wrong' })
    await expect(stranger.putText('a.json', '{}', 'application/json')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      status: 403,
    })
  })

  it('asks again after a 503, and signs the hash of what it puts', async () => {
    seen = []
    failures = [{ status: 503, body: '<Error><Code>SlowDown</Code></Error>' }]
    await s3At().putText('a.json', '{}', 'application/json')
    expect(seen).toHaveLength(2)
    expect(seen[1]?.headers['x-amz-content-sha256']).toBe(
      '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a',
    )
    expect(seen[1]?.headers.authorization).toContain('x-amz-content-sha256')
  })

  it("throws S3's error code and message when it refuses", async () => {
    failures = [
      { status: 403, body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' },
    ]
    const refused = s3At().getText('secret')
    await expect(refused).rejects.toBeInstanceOf(AwsError)
    await expect(refused).rejects.toMatchObject({ name: 'AccessDenied', status: 403 })
    await expect(refused).rejects.toThrow('S3 GET secret: Access Denied (403)')
  })

  it('asks again when the connection is lost before an answer', async () => {
    seen = []
    dropNext = 1
    await s3At().putText('dropped.json', '{}', 'application/json')
    expect(seen).toHaveLength(2)
    await expect(s3At().getText('dropped.json')).resolves.toBe('{}')
  })

  it('gives up after three attempts when S3 keeps failing', async () => {
    seen = []
    failures = Array.from({ length: 5 }, () => ({
      status: 500,
      body: '<Error><Code>InternalError</Code></Error>',
    }))
    await expect(s3At().delete('a.json')).rejects.toMatchObject({ name: 'InternalError' })
    expect(seen).toHaveLength(3)
    failures = []
  })
})
