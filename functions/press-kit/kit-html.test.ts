import { describe, expect, it } from 'vitest'
import { kitToPrint as kit } from '../../test/support/kits'
import { kitHtml, oneLineDescription, pressContact } from './kit-html'

const { sections } = kit()

describe("the kit's printable page", () => {
  it('opens with a cover: the logo, the name, one line about the company and the date', () => {
    const html = kitHtml(kit(), { logo: 'data:image/png;base64,AA', date: new Date('2026-12-02T23:30:00Z') })
    const cover = /<header class="cover">([\s\S]*?)<\/header>/.exec(html)?.[1] ?? ''
    expect(cover).toContain('<img class="logo" src="data:image/png;base64,AA" alt="Acme Robotics logo">')
    expect(cover).toContain('<h1>Acme Robotics</h1>')
    expect(cover).toContain('<p class="tagline">Robots that pick orders in small warehouses.</p>')
    expect(cover).toContain('<p class="date">December 2, 2026</p>')
    expect(html).toMatch(/\.cover \{[^}]*break-after: page/)
  })

  it('puts the company, the press contact and "Page n of m" in every page\'s margin, and the headings in the chosen font', () => {
    const html = kitHtml(kit())
    expect(html).toContain('@bottom-left { content: "Acme Robotics · Press contact: press@acme.example"')
    expect(html).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages)')
    expect(html).toMatch(/h2 \{ font: 700 15pt\/1\.3 "Gelasio", serif/)
    expect(html).toMatch(/section \{[^}]*break-inside: avoid-page/)
  })

  it("keeps what a founder wrote from ending the margin's text or the style element", () => {
    const html = kitHtml(kit({ company: { name: 'Evil "Co" </style><script>x</script>' } } as never))
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(style).not.toContain('<')
    expect(style).toContain('content: "Evil \\"Co\\" \\3c /style\\3e \\3c script\\3e x')
  })

  it("finds the contact's address, else its text, else the website, and the overview's first paragraph", () => {
    expect(pressContact(sections, '')).toBe('press@acme.example')
    const contact = (content: string) => [{ ...sections[10], type: 'contact', content }] as typeof sections
    expect(pressContact(contact('<p>Call Ana on +351 21 000 0000</p>'), '')).toBe(
      'Call Ana on +351 21 000 0000',
    )
    expect(pressContact(contact(''), 'https://acme.example/')).toBe('acme.example')
    expect(oneLineDescription(sections)).toBe('Robots that pick orders in small warehouses.')
    const long = [{ ...sections[0], content: `<p>${'word '.repeat(60)}</p>` }] as typeof sections
    expect(oneLineDescription(long).length).toBeLessThanOrEqual(160)
    expect(oneLineDescription(long)).toMatch(/word\.\.\.$/)
  })
})
