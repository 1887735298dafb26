import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  ATTACHMENT_MAX_BYTES,
  checkAttachment,
  NOT_WHAT_IT_SAYS,
  PROGRAM,
  safeFilename,
  TOO_LARGE,
  TOO_MANY,
} from './attachments'

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer()

describe('a file attached to a received message', () => {
  it('is kept as what its bytes are, whatever it was declared as', async () => {
    const bytes = await png()
    expect(await checkAttachment({ filename: 'logo.png', declaredType: 'image/png', bytes }, 0)).toEqual({
      contentType: 'image/png',
    })
    expect(
      await checkAttachment({ filename: 'logo', declaredType: 'application/octet-stream', bytes }, 0),
    ).toEqual({ contentType: 'image/png' })
  })

  it('is refused when a declared picture or PDF is something else', async () => {
    const text = Buffer.from('not a picture at all')
    expect(await checkAttachment({ filename: 'a.jpg', declaredType: 'image/jpeg', bytes: text }, 0)).toEqual({
      contentType: 'application/octet-stream',
      refused: NOT_WHAT_IT_SAYS,
    })
    const bytes = await png()
    expect(
      (await checkAttachment({ filename: 'deck.pdf', declaredType: 'application/pdf', bytes }, 0)).refused,
    ).toBe(NOT_WHAT_IT_SAYS)
  })

  it('is refused when it is a program, by its bytes or by its name', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)])
    expect(
      (await checkAttachment({ filename: 'numbers.csv', declaredType: 'text/csv', bytes: elf }, 0)).refused,
    ).toBe(PROGRAM)
    const script = Buffer.from('echo hi')
    expect(
      (await checkAttachment({ filename: 'run.sh', declaredType: 'text/plain', bytes: script }, 0)).refused,
    ).toBe(PROGRAM)
  })

  it('is kept as text when it reads as text, never as markup', async () => {
    const html = Buffer.from('<script>alert(1)</script>')
    expect(await checkAttachment({ filename: 'a.html', declaredType: 'text/html', bytes: html }, 0)).toEqual({
      contentType: 'text/plain',
    })
    const csv = Buffer.from('month,revenue\nJan,10\n')
    expect(await checkAttachment({ filename: 'n.csv', declaredType: 'text/csv', bytes: csv }, 0)).toEqual({
      contentType: 'text/csv',
    })
  })

  it('is not kept past the size cap or the count per message', async () => {
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1)
    expect(
      (await checkAttachment({ filename: 'big.bin', declaredType: 'application/zip', bytes: big }, 0))
        .refused,
    ).toBe(TOO_LARGE)
    const small = Buffer.from('hello')
    expect(
      (await checkAttachment({ filename: 'n.txt', declaredType: 'text/plain', bytes: small }, 10)).refused,
    ).toBe(TOO_MANY)
  })

  it('gets a name safe for a header and a disk', () => {
    expect(safeFilename('../../etc/"passwd"\r\n', 0)).toBe('_.._etc_passwd___')
    expect(safeFilename('', 2)).toBe('attachment-3')
  })
})
