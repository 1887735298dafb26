import { describe, expect, it } from 'vitest'
import { LINK_REFUSALS, linkAddress } from './link-address'

describe("the editor's link button", () => {
  it('adds https:// to an address typed without a scheme, and mailto: to an e-mail address', () => {
    expect(linkAddress('acme.example/news')).toEqual({ href: 'https://acme.example/news' })
    expect(linkAddress('  www.acme.example ')).toEqual({ href: 'https://www.acme.example/' })
    expect(linkAddress('press@acme.example')).toEqual({ href: 'mailto:press@acme.example' })
    expect(linkAddress('https://acme.example/a?b=1')).toEqual({ href: 'https://acme.example/a?b=1' })
    expect(linkAddress('http://acme.example')).toEqual({ href: 'http://acme.example/' })
    expect(linkAddress('mailto:press@acme.example')).toEqual({ href: 'mailto:press@acme.example' })
  })

  it('refuses javascript: and data: links, saying why, however they are written', () => {
    for (const typed of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)'])
      expect(linkAddress(typed), typed).toEqual({ refused: LINK_REFUSALS.script })
    expect(linkAddress('data:text/html,<script>alert(1)</script>')).toEqual({ refused: LINK_REFUSALS.data })
    expect(LINK_REFUSALS.script).toContain('must not run code')
  })

  it('removes the link when emptied, and refuses what is no web address', () => {
    expect(linkAddress('   ')).toEqual({ remove: true })
    expect(linkAddress('ftp://files.acme.example')).toEqual({ refused: LINK_REFUSALS.scheme })
    expect(linkAddress('not a link')).toEqual({ refused: LINK_REFUSALS.invalid })
    expect(linkAddress('acme')).toEqual({ refused: LINK_REFUSALS.invalid })
  })
})
