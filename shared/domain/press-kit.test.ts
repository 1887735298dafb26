import { describe, expect, it } from 'vitest'
import {
  buildSections,
  DEFAULT_SECTIONS,
  type KitTemplate,
  quickStartContent,
  templateById,
} from './press-kit'

const template = (id: string) => templateById(id) as KitTemplate

describe('press kit sections', () => {
  it('lays out the standard template as the 11 default sections in order 0-10, all visible', () => {
    const sections = buildSections(template('default'))
    expect(sections.map((s) => [s.id, s.title, s.type, s.order, s.visible])).toEqual(
      DEFAULT_SECTIONS.map((s, order) => [s.id, s.title, s.type, order, true]),
    )
  })

  it("puts a template's own sections first and keeps the rest, hidden, after them", () => {
    const sections = buildSections(template('ecommerce'))
    expect(sections).toHaveLength(11)
    expect(sections.slice(0, 3).map((s) => s.id)).toEqual(['overview', 'products', 'media'])
    expect(sections.filter((s) => !s.visible).map((s) => s.id)).toEqual(['team', 'milestones', 'press'])
  })
})

describe('quick start', () => {
  it('writes only what the profile states, escaped, in the section it belongs to', () => {
    const content = quickStartContent(
      {
        short_description: 'Robots <b>for</b> "small" warehouses',
        revenue: '$1.2M ARR',
        cofounders: '- Ana Silva, CEO\n- Rui Costa, CTO',
        upcoming_features: 'Night mode',
      },
      'ana@acme.example',
    )
    expect(content).toEqual({
      overview: '<p>Robots &lt;b&gt;for&lt;/b&gt; &quot;small&quot; warehouses</p>',
      facts: '<ul><li><strong>Revenue:</strong> $1.2M ARR</li></ul>',
      team: '<ul><li>Ana Silva, CEO</li><li>Rui Costa, CTO</li></ul>',
      milestones: '<p><strong>Coming next:</strong></p><ul><li>Night mode</li></ul>',
      contact: '<p><a href="mailto:ana@acme.example">ana@acme.example</a></p>',
    })
  })

  it('leaves every section empty for an empty profile', () => {
    expect(quickStartContent({}, undefined)).toEqual({})
  })

  it('starts a milestone split off at ";" with a capital, and leaves a word cased on purpose alone', () => {
    const { milestones } = quickStartContent(
      { recent_accomplishments: 'Shipped v2; raised a $4M seed;iPhone app launched\n- opened Lisbon office' },
      undefined,
    )
    expect(milestones).toBe(
      '<ul><li>Shipped v2</li><li>Raised a $4M seed</li><li>iPhone app launched</li><li>opened Lisbon office</li></ul>',
    )
  })
})
