import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startS3 } from '../../../infra/local/s3'
import { LOCAL_CREDENTIALS } from '../../platform/wiring/local-credentials'
import { s3Blobs } from './s3-blobs'

const onAws = () => s3Blobs({ bucket: 'pressroom-assets', region: 'eu-west-1' })
const onS3rver = () =>
  s3Blobs({
    bucket: 'assets',
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:4569',
    credentials: LOCAL_CREDENTIALS,
  })

/** The SDK's streaming body, reduced to the two methods the adapter reads it with. */
const bodyOf = (bytes: Uint8Array) =>
  ({
    transformToString: async (encoding: string) => Buffer.from(bytes).toString(encoding as BufferEncoding),
    transformToByteArray: async () => bytes,
  }) as never

const refusal = (name: string, status: number) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: status }, message: name })

describe("the S3 blobs adapter's calls", () => {
  let s3: AwsClientStub<S3Client>
  beforeAll(() => {
    s3 = mockClient(S3Client)
  })
  beforeEach(() => s3.reset())
  afterAll(() => s3.restore())
  /** The client the n-th call went through. */
  const clientOf = (n: number) => s3.call(n).thisValue as S3Client

  it('puts text and bytes with their content type, in the bucket, under the key as given', async () => {
    const blobs = onAws()
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255])
    await blobs.putText('search/v1 — São Paulo.json', '{"city":"São Paulo"}', 'application/json')
    await blobs.putBytes('kits/u/k/kit.pdf', bytes, 'application/pdf')
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      {
        Bucket: 'pressroom-assets',
        Key: 'search/v1 — São Paulo.json',
        Body: '{"city":"São Paulo"}',
        ContentType: 'application/json',
      },
      { Bucket: 'pressroom-assets', Key: 'kits/u/k/kit.pdf', Body: bytes, ContentType: 'application/pdf' },
    ])
  })

  it('reads an object back as text or as bytes', async () => {
    const bytes = Buffer.from('{"city":"São Paulo"}')
    s3.on(GetObjectCommand, { Bucket: 'pressroom-assets', Key: 'search/v1.json' }).callsFake(() => ({
      Body: bodyOf(bytes),
    }))
    const blobs = onAws()
    await expect(blobs.getText('search/v1.json')).resolves.toBe('{"city":"São Paulo"}')
    await expect(blobs.getBytes('search/v1.json')).resolves.toEqual(bytes)
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(2)
  })

  it('answers undefined for a key the bucket does not hold', async () => {
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ $metadata: { httpStatusCode: 404 }, message: 'none' }))
    await expect(onAws().getText('missing')).resolves.toBeUndefined()
    await expect(onAws().getBytes('missing')).resolves.toBeUndefined()
  })

  it("lets any other refusal through as S3's error, a missing bucket included", async () => {
    const noBucket = refusal('NoSuchBucket', 404)
    s3.on(GetObjectCommand).rejectsOnce(noBucket).rejectsOnce(refusal('AccessDenied', 403))
    await expect(onAws().getText('missing')).rejects.toBe(noBucket)
    await expect(onAws().getBytes('secret')).rejects.toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    })
    s3.on(PutObjectCommand).rejects(refusal('SlowDown', 503))
    await expect(onAws().putText('a.json', '{}', 'application/json')).rejects.toHaveProperty(
      'name',
      'SlowDown',
    )
  })

  it('deletes by key, and a key that is not there is no error (S3 answers 204 either way)', async () => {
    s3.on(DeleteObjectCommand).resolves({ $metadata: { httpStatusCode: 204 } })
    await onAws().delete('kits/u/k/kit.pdf')
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'pressroom-assets',
      Key: 'kits/u/k/kit.pdf',
    })
    s3.on(DeleteObjectCommand).rejects(refusal('AccessDenied', 403))
    await expect(onAws().delete('kits/u/k/kit.pdf')).rejects.toHaveProperty('name', 'AccessDenied')
  })

  it("makes one client, on the first call, with S3's regional endpoint and the SDK's own credentials and retries in AWS", async () => {
    s3.on(GetObjectCommand).resolves({ Body: bodyOf(new Uint8Array()) })
    const blobs = onAws()
    await blobs.getText('a')
    await blobs.putText('b', '', 'text/plain')
    await blobs.delete('c')
    const client = clientOf(0)
    expect([clientOf(1), clientOf(2)]).toEqual([client, client])
    expect(client.config.isCustomEndpoint).toBe(false)
    expect(client.config.forcePathStyle).toBeFalsy()
    await expect(client.config.region()).resolves.toBe('eu-west-1')
    await expect(client.config.maxAttempts()).resolves.toBe(3)
    await expect(client.config.retryStrategy()).resolves.toHaveProperty('mode', 'standard')
    // Two adapters (two containers' ports) do not share one.
    await onAws().getText('a')
    expect(clientOf(3)).not.toBe(client)
  })

  it("addresses s3rver path-style at its endpoint with the embedded stack's keys", async () => {
    s3.on(GetObjectCommand).resolves({ Body: bodyOf(new Uint8Array()) })
    await onS3rver().getText('a')
    const client = clientOf(0)
    expect(client.config.isCustomEndpoint).toBe(true)
    expect(client.config.forcePathStyle).toBe(true)
    await expect(client.config.endpoint?.()).resolves.toMatchObject({
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 4569,
    })
    await expect(client.config.credentials()).resolves.toMatchObject(LOCAL_CREDENTIALS)
  })
})

describe('signed links', () => {
  const NOW = new Date('2030-03-01T10:00:00.000Z')
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  const roleSigned = () =>
    s3Blobs({
      bucket: 'pressroom-assets',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' },
    })

  it("addresses the bucket by its regional host and signs for `seconds` from now with the role's session", async () => {
    const url = new URL(await roleSigned().signedGetUrl('kits/u/k/kit.pdf', { seconds: 60 }))
    expect(url.origin).toBe('https://pressroom-assets.s3.eu-west-1.amazonaws.com')
    expect(url.pathname).toBe('/kits/u/k/kit.pdf')
    expect(url.searchParams.get('X-Amz-Date')).toBe('20300301T100000Z')
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60')
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20300301/eu-west-1/s3/aws4_request')
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('token')
    // Only the host is signed: a browser following the link sends no other header the signature needs.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host')
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(url.searchParams.has('response-content-disposition')).toBe(false)
  })

  it('offers the file under a safe name, written as S3 reads it when it checks the signature', async () => {
    const link = await roleSigned().signedGetUrl('kits/u/k/kit.pdf', {
      seconds: 300,
      filename: 'Café Noir "kit" №1.pdf',
    })
    const url = new URL(link)
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300')
    // Quotes and what is not ASCII become `_` (a quoted header value cannot hold them safely); spaces stay.
    expect(url.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="Caf_ Noir _kit_ _1.pdf"',
    )
    // RFC 3986 as SigV4 has it: a space is %20, never `+`.
    expect(link).toContain(
      'response-content-disposition=attachment%3B%20filename%3D%22Caf_%20Noir%20_kit_%20_1.pdf%22',
    )
    expect(link).not.toContain('+')
  })

  it('encodes a key with spaces, brackets and accents in the path', async () => {
    const url = new URL(
      await roleSigned().signedGetUrl("kits/u/k/Acme (final) l'été.pdf", { seconds: 60, filename: 'x.pdf' }),
    )
    expect(url.pathname).toBe('/kits/u/k/Acme%20%28final%29%20l%27%C3%A9t%C3%A9.pdf')
    expect(decodeURIComponent(url.pathname)).toBe("/kits/u/k/Acme (final) l'été.pdf")
  })

  it('addresses s3rver path-style on the embedded stack', async () => {
    const url = new URL(await onS3rver().signedGetUrl('kits/u/k/kit.pdf', { seconds: 60 }))
    expect(url.origin).toBe('http://127.0.0.1:4569')
    expect(url.pathname).toBe('/assets/kits/u/k/kit.pdf')
    expect(url.searchParams.get('X-Amz-Credential')).toBe('S3RVER/20300301/us-east-1/s3/aws4_request')
  })
})

// The same adapter against s3rver itself, the embedded stack's S3, through the SDK's real transport.
describe('the S3 blobs adapter on s3rver', () => {
  const directory = mkdtempSync(join(tmpdir(), 'pressroom-s3-blobs-'))
  let s3: Awaited<ReturnType<typeof startS3>>
  const at = (bucket: string, credentials = LOCAL_CREDENTIALS) =>
    s3Blobs({ bucket, region: 'us-east-1', endpoint: s3.endpoint, credentials })

  beforeAll(async () => {
    s3 = await startS3({ directory, bucket: 'assets' })
  })
  afterAll(async () => {
    await s3.stop()
    rmSync(directory, { recursive: true, force: true })
  })

  it('puts text and reads it back, keys with spaces, brackets and accents included', async () => {
    const key = "search/v1 — São Paulo (l'été).json"
    await at('assets').putText(key, '{"city":"São Paulo"}', 'application/json')
    await expect(at('assets').getText(key)).resolves.toBe('{"city":"São Paulo"}')
  })

  it('puts bytes, reads them back, and deletes them, twice without error', async () => {
    const blobs = at('assets')
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255])
    await blobs.putBytes('kits/u/k/kit.pdf', bytes, 'application/pdf')
    await expect(blobs.getBytes('kits/u/k/kit.pdf')).resolves.toEqual(bytes)
    await blobs.delete('kits/u/k/kit.pdf')
    await expect(blobs.getBytes('kits/u/k/kit.pdf')).resolves.toBeUndefined()
    await blobs.delete('kits/u/k/kit.pdf')
  })

  it('answers undefined for a missing key, and refuses a missing bucket', async () => {
    await expect(at('assets').getText('missing')).resolves.toBeUndefined()
    await expect(at('no-such-bucket').getText('missing')).rejects.toMatchObject({
      name: 'NoSuchBucket',
      $metadata: { httpStatusCode: 404 },
    })
  })

  it('signs a link that downloads the file under its safe name', async () => {
    const blobs = at('assets')
    await blobs.putBytes('kits/u/k/kit.pdf', new Uint8Array([1, 2, 3]), 'application/pdf')
    const link = await blobs.signedGetUrl('kits/u/k/kit.pdf', {
      seconds: 300,
      filename: 'Acme "kit" été.pdf',
    })
    const download = await fetch(link)
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Acme _kit_ _t_.pdf"')
  })

  it('is refused with keys s3rver does not know', async () => {
    const stranger = at('assets', { accessKeyId: 'STRANGER', secretAccessKey: 'nope' })
    await expect(stranger.getText('missing')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' })
  })
})
