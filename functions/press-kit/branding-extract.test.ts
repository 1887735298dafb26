import { describe, expect, it } from 'vitest'
import { extractBranding } from './branding-extract'

describe('branding extract', () => {
  it('reads named colour properties, offered fonts and the logo from a page', async () => {
    const html = `<html><head>
      <meta name="theme-color" content="#123456">
      <link rel="apple-touch-icon" href="/touch.png">
      <style>:root { --brand-primary: #E11D48; --accent-color: #0ea5e9; --secondary: #7c3aed; }
        body { font-family: "Source Sans Pro", sans-serif; } h1, h2 { font-family: Merriweather, serif }</style>
      </head><body><img class="site-logo" src="/img/logo.svg" alt="Acme"></body></html>`
    await expect(extractBranding(html, 'https://acme.example/about')).resolves.toEqual({
      colors: { primary: '#e11d48', secondary: '#7c3aed', accent: '#0ea5e9' },
      fonts: { heading: 'Merriweather', body: 'Source Sans Pro' },
      logo: 'https://acme.example/img/logo.svg',
    })
  })

  it('falls back to the theme colour and the brand colours used most, never greys', async () => {
    const html = `<meta name="theme-color" content="#0a0">
      <style>a { color: #ff6600 } .b { background: #ff6600 } .c { color: #333333; border-color: #fff }
      .d { color: #2255cc }</style><p style="color: #2255cc">x</p>`
    await expect(extractBranding(html, 'https://acme.example')).resolves.toEqual({
      colors: { primary: '#00aa00', secondary: '#ff6600', accent: '#2255cc' },
      fonts: {},
    })
  })

  it('says nothing it did not find, and ignores a javascript: logo', async () => {
    await expect(
      extractBranding('<img class="logo" src="javascript:alert(1)">', 'https://acme.example'),
    ).resolves.toEqual({
      colors: {},
      fonts: {},
    })
  })
})
