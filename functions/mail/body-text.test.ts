import { describe, expect, it } from 'vitest'
import { htmlToText, isUtf7, utf7ToText, windows1252Controls } from './body-text'

describe('body text', () => {
  it('reads HTML as the lines a reader sees, entities decoded once', () => {
    const html = '<head><title>x</title></head><p>Fish &amp;amp; chips&nbsp;&#8211;&#x2019;</p><br>next'
    expect(htmlToText(html)).toBe('Fish &amp; chips –’\n\nnext')
  })

  it('decodes UTF-7 runs and leaves plus signs that are not UTF-7', () => {
    expect(utf7ToText('entr+AOk-e, +ZeVnLIqe-, 1+-1')).toBe('entrée, 日本語, 1+1')
    expect(utf7ToText('C++ and +33 1 23 45 67')).toBe('C++ and +33 1 23 45 67')
  })

  it('tells a message that declares UTF-7', () => {
    expect(isUtf7('Content-Type: text/plain; charset=unicode-1-1-utf-7')).toBe(true)
    expect(isUtf7('Content-Type: text/plain; charset="UTF-7"')).toBe(true)
    expect(isUtf7('Content-Type: text/plain; charset=utf-8')).toBe(false)
  })

  it('gives C1 controls their windows-1252 characters and leaves other text alone', () => {
    expect(windows1252Controls('wasn\u0092t \u0080 5 \u0081')).toBe('wasn’t € 5 \u0081')
    expect(windows1252Controls('déjà vu – 日本')).toBe('déjà vu – 日本')
  })
})
