import { describe, expect, it } from 'vitest'
import { isTrackingPixel, sanitizeMailHtml } from './sanitize'

describe('a received message shown as HTML', () => {
  it('keeps its formatting and links, and drops scripts, handlers, styles and frames', async () => {
    const { html } = await sanitizeMailHtml(
      '<p onclick="steal()">Sounds <b>interesting</b></p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://x.example"></iframe><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://site.example/numbers">numbers</a><form><input name="p"></form>',
    )
    expect(html).toBe(
      '<p>Sounds <b>interesting</b></p><a rel="noopener noreferrer nofollow" target="_blank">bad</a>' +
        '<a href="https://site.example/numbers" rel="noopener noreferrer nofollow" target="_blank">numbers</a>',
    )
  })

  it('leaves remote images out until asked, and counts them', async () => {
    const source = '<p>Photo:</p><img src="https://cdn.example/photo.jpg" alt="The team" width="600">'
    const blocked = await sanitizeMailHtml(source)
    expect(blocked.html).toBe('<p>Photo:</p><img alt="The team" width="600" />')
    expect(blocked.blockedImages).toBe(1)
    const shown = await sanitizeMailHtml(source, { remoteImages: true })
    expect(shown.html).toContain('src="https://cdn.example/photo.jpg"')
    expect(shown.blockedImages).toBe(0)
  })

  it('never loads a tracking pixel, even when images are asked for', async () => {
    const source =
      '<p>Hi</p><img src="https://t.example/open?id=1" width="1" height="1">' +
      '<img src="https://t.example/o2" style="display: none">'
    const { html, blockedImages } = await sanitizeMailHtml(source, { remoteImages: true })
    expect(html).toBe('<p>Hi</p>')
    expect(blockedImages).toBe(0)
  })

  it('tells a pixel-sized or hidden image from a picture', () => {
    expect(isTrackingPixel({ width: '1', height: '1' })).toBe(true)
    expect(isTrackingPixel({ style: 'width:0px;height:0px' })).toBe(true)
    expect(isTrackingPixel({ style: 'visibility: hidden' })).toBe(true)
    expect(isTrackingPixel({ width: '320', height: '200' })).toBe(false)
    expect(isTrackingPixel({ width: '100%' })).toBe(false)
    expect(isTrackingPixel({ style: 'opacity: 0.8; width: 300px' })).toBe(false)
  })

  it('knows a pixel however a mailing tool writes it, and never loads it when images are asked for', async () => {
    const pixels: Record<string, string>[] = [
      { style: 'display:none !important' },
      { style: 'height:1px !important;width:1px !important' },
      { width: '1.0', height: '1.0' },
      { style: 'max-height:0;overflow:hidden' },
      { style: 'opacity: 0.01' },
      { width: '0', height: '0' },
    ]
    for (const pixel of pixels) expect(isTrackingPixel(pixel), JSON.stringify(pixel)).toBe(true)
    const source = pixels
      .map((pixel, i) => {
        const attributes = Object.entries(pixel).map(([name, value]) => `${name}="${value}"`)
        return `<img src="https://t.example/open-${i}" ${attributes.join(' ')}>`
      })
      .join('')
    const { html, blockedImages } = await sanitizeMailHtml(`<p>Hi</p>${source}`, { remoteImages: true })
    expect(html).toBe('<p>Hi</p>')
    expect(blockedImages).toBe(0)
    expect((await sanitizeMailHtml(`<p>Hi</p>${source}`)).blockedImages).toBe(0)
  })
})
