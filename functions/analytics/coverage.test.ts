import { describe, expect, it } from 'vitest'
import { pageStory } from './coverage'

describe('pageStory', () => {
  it("reads a story's title and date from Open Graph and article metadata", () => {
    const html = `<html><head><title>Site name</title>
      <meta property="og:title" content="Acme&#39;s robots sort 10,000 parcels an hour">
      <meta property="article:published_time" content="2026-03-04T08:00:00+01:00"></head></html>`
    expect(pageStory(html)).toEqual({
      title: "Acme's robots sort 10,000 parcels an hour",
      date: '2026-03-04',
    })
  })

  it('falls back to the title tag and JSON-LD, and gives no date it cannot read', () => {
    expect(pageStory('<title> A story </title><script>{"datePublished": "2026-02-01"}</script>')).toEqual({
      title: 'A story',
      date: '2026-02-01',
    })
    expect(pageStory('<time datetime="not a date">x</time>')).toEqual({ title: undefined, date: undefined })
  })
})
