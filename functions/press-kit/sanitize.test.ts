import { describe, expect, it } from 'vitest'
import { sanitizeSectionHtml } from './sanitize'

describe('section HTML', () => {
  it('keeps the formatting an editor makes', async () => {
    const html =
      '<h2>Why</h2><p>We <strong>ship</strong> <em>weekly</em>.</p><ul><li>one</li></ul><blockquote>Q</blockquote>'
    expect(await sanitizeSectionHtml(html)).toBe(html)
  })

  it('drops scripts, event handlers, styles and javascript: or data: links, keeping the text', async () => {
    const dirty =
      '<p onclick="steal()" style="position:fixed;inset:0">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
      '<a href="data:text/html,<script>alert(4)</script>">data</a><style>body{display:none}</style>' +
      '<iframe src="https://evil.example"></iframe>'
    const clean = await sanitizeSectionHtml(dirty)
    expect(clean).not.toMatch(/script|onerror|onclick|style|javascript:|data:|iframe|alert/i)
    expect(clean).toContain('<p>Hi</p>')
    expect(clean).toContain('>link</a>')
  })

  it('opens web and mail links outside the page without telling them where from', async () => {
    expect(await sanitizeSectionHtml('<a href="https://news.example/a">story</a>')).toBe(
      '<a href="https://news.example/a" rel="noopener noreferrer nofollow" target="_blank">story</a>',
    )
    expect(await sanitizeSectionHtml('<a href="mailto:press@acme.example">mail</a>')).toContain(
      'href="mailto:press@acme.example"',
    )
  })

  it('keeps images only over https', async () => {
    expect(await sanitizeSectionHtml('<img src="https://cdn.example/a.png" alt="Logo">')).toBe(
      '<img src="https://cdn.example/a.png" alt="Logo" />',
    )
    expect(await sanitizeSectionHtml('<p>a<img src="http://cdn.example/a.png">b</p>')).toBe('<p>ab</p>')
  })

  it('drops a pasted image without a real source rather than keep a broken one, and keeps one over https', async () => {
    for (const img of [
      '<img src="x">',
      '<img src="/logo.png">',
      '<img src="">',
      '<img alt="no source">',
      '<img src="https://">',
    ])
      expect(await sanitizeSectionHtml(`<p>Before</p>${img}<p>After</p>`), img).toBe(
        '<p>Before</p><p>After</p>',
      )
    expect(await sanitizeSectionHtml('<img src="https://cdn.acme.example/team.jpg" alt="Team">')).toBe(
      '<img src="https://cdn.acme.example/team.jpg" alt="Team" />',
    )
  })
})
