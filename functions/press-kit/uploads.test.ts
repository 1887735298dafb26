import { describe, expect, it } from 'vitest'
import { ValidationError } from '../platform/errors'
import { ASSET_FIELD, readMultipart } from './uploads'

const BOUNDARY = 'pressroom-test'
const part = (field: string, filename: string, data: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
  `content-type: application/octet-stream\r\n\r\n${data}\r\n`

describe('a multipart upload', () => {
  it('gives the files of the assets field', async () => {
    const body = Buffer.from(
      `${part(ASSET_FIELD, 'a.png', 'one')}${part(ASSET_FIELD, 'b.png', 'two')}--${BOUNDARY}--\r\n`,
    )
    const files = await readMultipart(body, `multipart/form-data; boundary=${BOUNDARY}`, 5)
    expect(files.map((f) => [f.name, f.data.toString()])).toEqual([
      ['a.png', 'one'],
      ['b.png', 'two'],
    ])
  })

  it('is refused with a 400, not a crash, when its content type names no boundary', async () => {
    const refused = readMultipart(Buffer.from('anything'), 'multipart/form-data', 5)
    await expect(refused).rejects.toBeInstanceOf(ValidationError)
    await expect(refused).rejects.toThrow('The upload is not valid multipart/form-data')
  })

  it('is refused when it is not multipart at all', async () => {
    await expect(readMultipart(Buffer.from('{}'), 'application/json', 5)).rejects.toThrow(
      'Upload the files as multipart/form-data in the field "assets"',
    )
  })
})
