import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { COMPRESS_MIN_BYTES, compressResult, pickEncoding } from './compression'

const json = (body: unknown) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
})
const large = {
  pitches: Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, subject: 'Robots that sort parcels' })),
}

describe('choosing an encoding', () => {
  it('takes brotli over gzip, and neither where the client refuses it or names none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding('*;q=0')).toBeUndefined()
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding(undefined)).toBeUndefined()
  })
})

describe('an API answer, compressed', () => {
  it('is brotli for a client that takes it, and decodes to the same JSON', () => {
    const plain = json(large)
    const result = compressResult(plain, 'gzip, br')
    expect(result.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' })
    expect(result.isBase64Encoded).toBe(true)
    const bytes = Buffer.from(result.body ?? '', 'base64')
    expect(bytes.length * 5).toBeLessThan(plain.body.length)
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(large)
  })

  it('is gzip for a client that takes only gzip', () => {
    const result = compressResult(json(large), 'gzip')
    expect(result.headers).toMatchObject({ 'content-encoding': 'gzip' })
    expect(JSON.parse(gunzipSync(Buffer.from(result.body ?? '', 'base64')).toString('utf8'))).toEqual(large)
  })

  it('goes as it is to a client that takes neither, still saying it varies by encoding', () => {
    const plain = json(large)
    const result = compressResult(plain, undefined)
    expect(result.body).toBe(plain.body)
    expect(result.isBase64Encoded).toBeUndefined()
    expect(result.headers).toEqual({ ...plain.headers, vary: 'accept-encoding' })
  })

  it('leaves small answers, binary answers and answers already encoded alone', () => {
    const small = json({ message: 'Not found' })
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES)
    expect(compressResult(small, 'br').headers).not.toHaveProperty('content-encoding')
    const zip = {
      statusCode: 200,
      headers: { 'content-type': 'application/zip' },
      body: 'UEsDBA==',
      isBase64Encoded: true,
    }
    expect(compressResult(zip, 'br')).toBe(zip)
    const png = { statusCode: 200, headers: { 'content-type': 'image/png' }, body: 'x'.repeat(5000) }
    expect(compressResult(png, 'br')).toBe(png)
    const encoded = {
      ...json(large),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    }
    expect(compressResult(encoded, 'br')).toBe(encoded)
  })

  it('reads headers whatever their case, and adds to a Vary already there', () => {
    const result = compressResult(
      {
        statusCode: 200,
        headers: { 'Content-Type': 'application/json', Vary: 'origin' },
        body: JSON.stringify(large),
      },
      'br',
    )
    expect(result.headers).toMatchObject({ 'content-encoding': 'br', vary: 'origin, accept-encoding' })
    const encoded = {
      statusCode: 200,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: 'x'.repeat(5000),
    }
    expect(compressResult(encoded, 'br')).toBe(encoded)
  })

  it('compresses an HTML page and a CSV export as it does JSON', () => {
    for (const type of ['text/html; charset=utf-8', 'text/csv; charset=utf-8']) {
      const result = compressResult(
        { statusCode: 200, headers: { 'content-type': type }, body: 'a,b\n'.repeat(1000) },
        'br',
      )
      expect(result.headers, type).toMatchObject({ 'content-encoding': 'br' })
    }
  })
})
