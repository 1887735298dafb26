import { describe, expect, it } from 'vitest'
import { DEFAULT_BRANDING } from '../../../../shared/domain/press-kit'
import { applyExtracted, hexColour, kitFont } from './branding'

describe('branding from a website', () => {
  it('takes the colours it found as #rrggbb and keeps the others', () => {
    const branding = applyExtracted(DEFAULT_BRANDING, {
      colors: { primary: '#E11D48', secondary: '#0af', accent: 'rgb(1, 2, 3)' },
      fonts: {},
    })
    expect(branding.colors).toEqual({ ...DEFAULT_BRANDING.colors, primary: '#e11d48', secondary: '#00aaff' })
    expect(branding.fonts).toEqual(DEFAULT_BRANDING.fonts)
  })

  it('takes a font only when the kit offers it', () => {
    const branding = applyExtracted(DEFAULT_BRANDING, {
      colors: {},
      fonts: { heading: '"playfair display", serif', body: 'Comic Sans MS' },
    })
    expect(branding.fonts).toEqual({ ...DEFAULT_BRANDING.fonts, heading: 'Playfair Display' })
  })

  it('reads colours and fonts strictly', () => {
    expect(hexColour('#12345')).toBeUndefined()
    expect(hexColour(undefined)).toBeUndefined()
    expect(kitFont('Roboto, sans-serif')).toBe('Roboto')
  })
})
