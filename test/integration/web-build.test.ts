import { describe, expect, inject, it } from 'vitest'

const base = inject('stackUrl')
const text = async (path: string) => (await fetch(new URL(path, base))).text()

describe('the built web app, as served', () => {
  it('answers / with the prerendered landing page, and any other address with the app’s empty page', async () => {
    const heading = 'Get your startup in front of the journalists who cover it.'
    expect(await text('/')).toContain(heading)
    for (const path of ['/login', '/pricing', '/pitches', '/landing']) {
      const html = await text(path)
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).not.toContain(heading)
    }
  })

  it('opens its shell chunk with V8’s compile hint, so Chrome compiles it while it streams in', async () => {
    const html = await text('/login')
    const shell = html.match(/href="(\/assets\/shell-[^"]+\.js)"/)?.[1]
    expect(shell).toBeDefined()
    expect((await text(shell ?? '')).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
  })
})
