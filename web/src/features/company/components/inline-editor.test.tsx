// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import * as z from '../../../../../shared/contracts/zod'
import { field, mount, type } from '../../../lib/form-test-harness'
import { InlineEditor } from './inline-editor'

const editor = () =>
  mount(
    <MemoryRouter>
      <InlineEditor
        id="location"
        labelledBy="location-label"
        initial=""
        maxLength={20}
        multiline={false}
        schema={z.string()}
        onSave={async () => {}}
        onCancel={() => {}}
      />
    </MemoryRouter>,
  )
const count = () => document.getElementById('location-count')?.textContent ?? null

describe('an inline company editor', () => {
  it('counts the characters near the limit, and says when the field takes no more', () => {
    editor()
    type(field('location'), 'Berlin')
    expect(count()).toBe(null)
    type(field('location'), 'Berlin, Germany, EU')
    expect(count()).toBe('19 of 20 characters')
    expect(field('location').getAttribute('aria-describedby')).toContain('location-count')
    type(field('location'), 'Berlin, Germany, EU!')
    expect(count()).toBe('20 of 20 characters: the most this field takes')
    expect(field('location').maxLength).toBe(20)
  })
})
