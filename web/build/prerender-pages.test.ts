import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { chunkFiles, prerenderedPage } from './prerender-pages'

// index.html as the build writes it.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Pressroom</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-3.js">
    <link rel="stylesheet" crossorigin href="/assets/shell-4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
const MARKUP = '<title>Pressroom: press</title><div class="page-shell"><h1>Hello</h1></div>'

describe('a prerendered page', () => {
  const SCREEN = {
    scripts: ['assets/landing-5.js', 'assets/shell-3.js'],
    stylesheets: ['assets/landing-6.css', 'assets/shell-4.css'],
  }
  const page = prerenderedPage(SHELL, MARKUP, SCREEN)

  it('holds the markup in #root and its title in the head, in place of the shell’s', () => {
    expect(page).toContain('<div id="root"><div class="page-shell"><h1>Hello</h1></div></div>')
    expect(page.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Pressroom: press</title>'])
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'))
  })

  it('keeps the style sheets, and asks for no script before the first paint but the one that starts the app after it', () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-4.css">')
    expect(page).not.toMatch(/modulepreload|type="module"/)
    const scripts = [...page.matchAll(/<script[^>]*>/g)].map((match) => match[0])
    expect(scripts).toEqual([
      '<script defer src="/start-after-paint.js" data-entry="/assets/main-1.js" ' +
        'data-preload="/assets/runtime-2.js /assets/shell-3.js /assets/landing-5.js" ' +
        'data-styles="/assets/landing-6.css">',
    ])
  })

  it('refuses markup without a title first, or with something left loading, and a shell it cannot fill', () => {
    const none = { scripts: [], stylesheets: [] }
    expect(() => prerenderedPage(SHELL, '<div>no title</div>', none)).toThrow(/start with its <title>/)
    const fallback =
      '<title>t</title><!--$!--><template></template><div class="loading-state"></div><!--/$-->'
    expect(() => prerenderedPage(SHELL, fallback, none)).toThrow(/render whole/)
    expect(() => prerenderedPage(SHELL.replace('<div id="root"></div>', ''), MARKUP, none)).toThrow(/empty/)
    const moreScripts = SHELL.replace('</head>', '<script type="module" src="/assets/x.js"></script></head>')
    expect(() => prerenderedPage(moreScripts, MARKUP, none)).toThrow(/loads a script/)
    expect(() => prerenderedPage(SHELL.replace(/<script.*<\/script>/, ''), MARKUP, none)).toThrow(
      /module script/,
    )
  })
})

describe('the files of a screen', () => {
  const manifest = {
    'src/routes/landing.tsx': {
      file: 'assets/landing-5.js',
      css: ['assets/landing-6.css'],
      imports: ['_shell.js', '_banner.js'],
    },
    '_banner.js': { file: 'assets/banner-6.js', imports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-3.js', dynamicImports: ['src/routes/login.tsx'] },
    'src/routes/login.tsx': { file: 'assets/login-7.js' },
  } as unknown as Manifest

  it('are its chunk’s and those it imports, each once, not those it may load later', () => {
    expect(chunkFiles(manifest, 'src/routes/landing.tsx')).toEqual({
      scripts: ['assets/landing-5.js', 'assets/shell-3.js', 'assets/banner-6.js'],
      stylesheets: ['assets/landing-6.css'],
    })
  })

  it('cannot be found for a screen the build has no chunk for', () => {
    expect(() => chunkFiles(manifest, 'src/routes/gone.tsx')).toThrow(/no chunk for src\/routes\/gone.tsx/)
  })
})
