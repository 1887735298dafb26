import { describe, expect, it } from 'vitest'
import { findPageAuthor, sameName } from './article-author'

describe("a page's author", () => {
  it('comes from schema.org JSON-LD, also inside @graph and lists', () => {
    const page = `<script type="application/ld+json">{"@graph":[{"@type":"WebPage"},
      {"@type":"NewsArticle","author":[{"@type":"Person","name":"Ada Lovelace"}]}]}</script>`
    expect(findPageAuthor(page)).toBe('Ada Lovelace')
  })

  it('comes from author meta tags, skipping profile URLs', () => {
    const page = `<meta property="article:author" content="https://social.example/ada">
      <meta name="author" content="Grace &amp; Hopper">`
    expect(findPageAuthor(page)).toBe('Grace & Hopper')
  })

  it('comes from a visible byline when nothing else names one', () => {
    expect(findPageAuthor('<p class="story-byline">By <b>Tariq  Dubois</b></p>')).toBe('Tariq Dubois')
    expect(findPageAuthor('<a href="/staff/x" rel="author">Mei Sato</a>')).toBe('Mei Sato')
  })

  it('prefers JSON-LD over meta tags and survives broken JSON-LD', () => {
    const page = `<script type="application/ld+json">{broken</script>
      <script type="application/ld+json">{"@type":"Article","author":"Omar Rossi"}</script>
      <meta name="author" content="Site Editor">`
    expect(findPageAuthor(page)).toBe('Omar Rossi')
  })

  it('is undefined for a page that names no author', () => {
    expect(findPageAuthor('<html><title>News</title></html>')).toBeUndefined()
  })

  it('compares names regardless of case, accents and punctuation', () => {
    expect(sameName('Zoë  Delacroix', 'zoe delacroix')).toBe(true)
    expect(sameName('Zoe Delacroix', 'Zoe Delacroix-Smith')).toBe(false)
  })
})
