import { describe, expect, it } from 'vitest'
import { PUBLIC_KIT_MESSAGES, type PublicKit } from '../../shared/contracts/press-kit'
import { DEFAULT_BRANDING } from '../../shared/domain/press-kit'
import { accessDeniedPage, kitPage, NOTHING_TO_ZIP, PDF_MISSING } from './public-page'

const kit = {
  id: 'kit-1',
  slug: 'tidewater-abc',
  company: {
    name: 'Tidewater <Robotics>',
    website: '',
    logo_url: '/kit/files/kit-1/logo/0123456789abcdef/medium',
  },
  sections: [],
  branding: { ...DEFAULT_BRANDING, fonts: { heading: 'Merriweather', body: 'Inter', mono: 'Fira Code' } },
  assets: [],
  settings: { require_email: false, allow_download: true },
  has_pdf: false,
  updated_at: '2026-12-02T10:00:00.000Z',
} satisfies PublicKit

describe('the Access Denied page', () => {
  it("asks for a kit's password under the kit's name and logo, in its colours and fonts", () => {
    const { html, csp } = accessDeniedPage(PUBLIC_KIT_MESSAGES.wrongPassword, true, kit)
    expect(html).toContain('<title>Tidewater &lt;Robotics&gt; Press Kit · Access Denied</title>')
    expect(html).toContain(
      '<p class="kit-denied-brand"><img src="/kit/files/kit-1/logo/0123456789abcdef/medium" alt="Tidewater &lt;Robotics&gt; logo" class="kit-logo"><span class="kit-name">Tidewater &lt;Robotics&gt; Press Kit</span></p>',
    )
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(html).toContain(`<style nonce="${nonce}">@font-face{font-family:"Merriweather"`)
    expect(html).toContain('--kit-heading-font:"Merriweather", serif')
    expect(html).toContain('aria-invalid="true"')
  })

  it('names no kit for a link that leads to none', () => {
    const { html } = accessDeniedPage(PUBLIC_KIT_MESSAGES.invalidLink, false)
    expect(html).toContain('<title>Access Denied</title>')
    expect(html).not.toContain('kit-denied-brand')
    expect(html).not.toContain('<style')
    expect(html).not.toContain('kit-password')
  })
})

describe("the kit page's downloads", () => {
  const zipButton = (html: string) => /<button[^>]*data-format="assets"[^>]*>/.exec(html)?.[0]
  it('offers no zip of a kit with neither a PDF nor files, and says the web page is ready', () => {
    const { html } = kitPage(kit, 'https://app.example/kit/tidewater-abc')
    expect(zipButton(html)).toContain(' disabled')
    expect(html).toContain(`<p class="kit-hint" id="pdf-missing">${NOTHING_TO_ZIP}</p>`)
  })

  it('offers the zip of the files while the PDF is not ready, and of the PDF alone', () => {
    const image = {
      id: 'asset-1',
      kind: 'image' as const,
      originalName: 'team.png',
      contentType: 'image/png',
      bytes: 100,
      altText: '',
      caption: '',
      sizes: { original: { url: '/kit/files/kit-1/asset-1/0123456789abcdef/original' } },
    }
    const withFiles = kitPage({ ...kit, assets: [image] }, 'https://app.example/kit/tidewater-abc').html
    expect(zipButton(withFiles)).not.toContain(' disabled')
    expect(withFiles).toContain(`<p class="kit-hint" id="pdf-missing">${PDF_MISSING}</p>`)
    const withPdf = kitPage({ ...kit, has_pdf: true }, 'https://app.example/kit/tidewater-abc').html
    expect(zipButton(withPdf)).not.toContain(' disabled')
    expect(withPdf).not.toContain('pdf-missing')
  })
})
