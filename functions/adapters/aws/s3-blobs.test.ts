import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { mockClient } from 'aws-sdk-client-mock'
import { beforeEach, describe, expect, it } from 'vitest'
import { s3Blobs } from './s3-blobs'

const s3 = mockClient(S3Client)
const blobs = s3Blobs({ client: new S3Client({}), bucket: 'assets' })

beforeEach(() => s3.reset())

describe('the S3 blobs adapter', () => {
  it('puts text with its content type', async () => {
    await blobs.putText('search/v1.json', '{"a":1}', 'application/json')
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'assets',
      Key: 'search/v1.json',
      Body: '{"a":1}',
      ContentType: 'application/json',
    })
  })

  it('reads text back', async () => {
    s3.on(GetObjectCommand, { Bucket: 'assets', Key: 'search/v1.json' }).resolves({
      // The SDK's streaming body, reduced to the one method the adapter uses.
      Body: { transformToString: async () => '{"a":1}' } as never,
    })
    await expect(blobs.getText('search/v1.json')).resolves.toBe('{"a":1}')
  })

  it('answers undefined for a missing key and lets other failures through', async () => {
    s3.on(GetObjectCommand).rejectsOnce(new NoSuchKey({ $metadata: {}, message: 'none' }))
    await expect(blobs.getText('missing')).resolves.toBeUndefined()
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDenied' }))
    await expect(blobs.getText('secret')).rejects.toThrow('denied')
  })
})

describe('the S3 blobs adapter with files', () => {
  it('puts bytes, reads them back, and deletes', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70])
    await blobs.putBytes('kits/u/k/kit.pdf', bytes, 'application/pdf')
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({
      Key: 'kits/u/k/kit.pdf',
      Body: bytes,
      ContentType: 'application/pdf',
    })
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => bytes } as never })
    await expect(blobs.getBytes('kits/u/k/kit.pdf')).resolves.toEqual(bytes)
    await blobs.delete('kits/u/k/kit.pdf')
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'assets',
      Key: 'kits/u/k/kit.pdf',
    })
  })

  it('signs a short-lived download link offering the file under a safe name', async () => {
    const signer = s3Blobs({
      client: new S3Client({
        region: 'us-east-1',
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      }),
      bucket: 'assets',
    })
    const url = new URL(
      await signer.signedGetUrl('kits/u/k/kit.pdf', { seconds: 300, filename: 'Acme "kit".pdf' }),
    )
    expect(url.pathname).toContain('kits/u/k/kit.pdf')
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300')
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="Acme _kit_.pdf"')
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
  })
})
