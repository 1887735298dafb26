import { describe, expect, it } from 'vitest'
import { ASSET_MAX_BYTES, checkUpload, drawableImage, formatBytes, uploadBatches } from './assets'

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size })
const files = (count: number) => Array.from({ length: count }, (_, i) => file(`shot-${i + 1}.png`))

describe('the upload check', () => {
  it('lets every file through while the kit has room', () => {
    const picked = files(3)
    expect(checkUpload(picked, 17)).toEqual({ accepted: picked, refused: [] })
  })

  it('takes only the room left under 20 files and says so', () => {
    const { accepted, refused } = checkUpload(files(5), 18)
    expect(accepted.map((f) => f.name)).toEqual(['shot-1.png', 'shot-2.png'])
    expect(refused).toEqual(['A press kit holds at most 20 files: only the first 2 were added'])
  })

  it('refuses a 21st file', () => {
    expect(checkUpload(files(1), 20)).toEqual({
      accepted: [],
      refused: ['A press kit holds at most 20 files: remove one to add another'],
    })
  })

  it('refuses files of another kind and files over 10 MB, by name', () => {
    const { accepted, refused } = checkUpload(
      [
        file('notes.docx', 'application/msword'),
        file('huge.jpg', 'image/jpeg', ASSET_MAX_BYTES + 1),
        file('logo.svg', ''),
        file('deck.pdf', 'application/pdf', ASSET_MAX_BYTES),
      ],
      0,
    )
    expect(accepted.map((f) => f.name)).toEqual(['logo.svg', 'deck.pdf'])
    expect(refused).toEqual([
      'notes.docx is not a PNG, JPEG, WebP, SVG or PDF file',
      'huge.jpg is larger than 4 MB',
    ])
  })
})

describe('uploadBatches', () => {
  it('sends small files together and keeps every request within the limit, in the order picked', () => {
    const picked = [
      file('a.png', 'image/png', 1500),
      file('b.png', 'image/png', 1500),
      file('c.png', 'image/png', 1500),
    ]
    expect(uploadBatches(picked, 3000).map((batch) => batch.map((f) => f.name))).toEqual([
      ['a.png', 'b.png'],
      ['c.png'],
    ])
  })

  it('sends a file as large as the limit on its own', () => {
    const picked = [
      file('small.png', 'image/png', 10),
      file('big.pdf', 'application/pdf', 3000),
      file('x.png'),
    ]
    expect(uploadBatches(picked, 3000).map((batch) => batch.map((f) => f.name))).toEqual([
      ['small.png'],
      ['big.pdf'],
      ['x.png'],
    ])
  })

  it('makes no request for no files', () => {
    expect(uploadBatches([])).toEqual([])
  })
})

describe('drawableImage', () => {
  const origin = 'http://127.0.0.1:3000'
  it('draws what the Content-Security-Policy allows: own origin, data: images, https, the file store’s links', () => {
    expect(drawableImage('/files/a.png', origin)).toBe(true)
    expect(drawableImage('http://127.0.0.1:3000/a.png', origin)).toBe(true)
    expect(drawableImage('data:image/png;base64,AAAA', origin)).toBe(true)
    expect(drawableImage('https://cdn.example/logo.png', origin)).toBe(true)
    expect(drawableImage('http://127.0.0.1:4569/bucket/a.png?X-Amz-Signature=1', origin, true)).toBe(true)
  })

  it('does not draw an http link from elsewhere, another scheme, or nothing', () => {
    expect(drawableImage('http://founder.example/logo.png', origin)).toBe(false)
    expect(drawableImage('javascript:alert(1)', origin, true)).toBe(false)
    expect(drawableImage('data:text/html,x', origin)).toBe(false)
    expect(drawableImage(undefined, origin)).toBe(false)
  })
})

describe('formatBytes', () => {
  it('reads as B, KB or MB', () => {
    expect([formatBytes(512), formatBytes(2048), formatBytes(3 * 1024 * 1024)]).toEqual([
      '512 B',
      '2 KB',
      '3.0 MB',
    ])
  })
})
