import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('returns a same-site path with its query', () => {
    expect(safeRedirect('/profile?tab=plan')).toBe('/profile?tab=plan')
  })

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('falls back to /company for %j', (target) => {
    expect(safeRedirect(target)).toBe('/company')
  })
})
