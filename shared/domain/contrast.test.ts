import { describe, expect, it } from 'vitest'
import { CONTRAST, contrastRatio, luminance, readableKitColors, readableOn } from './contrast'
import { DEFAULT_BRANDING } from './press-kit'

describe('colour contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1)
    // Tailwind's blue-500 on white, a well-known 3.68.
    expect(contrastRatio('#3b82f6', '#ffffff')).toBeCloseTo(3.68, 2)
  })

  it('keeps a colour that reads, and darkens one that does not only as far as it must', () => {
    expect(readableOn('#1f2937', '#ffffff')).toBe('#1f2937')
    const green = readableOn('#10b981', '#ffffff')
    expect(contrastRatio(green, '#ffffff')).toBeGreaterThanOrEqual(CONTRAST.text)
    // As it is, the green does not read; darkened, it does, and is still a green, not black.
    expect(contrastRatio('#10b981', '#ffffff')).toBeLessThan(CONTRAST.text)
    expect(green).not.toBe('#000000')
  })

  it('lightens on a dark background', () => {
    // Navy on near-black does not read; lighter, it does.
    expect(contrastRatio('#1e3a8a', '#111111')).toBeLessThan(CONTRAST.text)
    const onDark = readableOn('#1e3a8a', '#111111')
    expect(contrastRatio(onDark, '#111111')).toBeGreaterThanOrEqual(CONTRAST.text)
    expect(luminance(onDark)).toBeGreaterThan(luminance('#1e3a8a'))
  })

  it("makes every text use of the default kit colours read on the kit's white", () => {
    const readable = readableKitColors(DEFAULT_BRANDING.colors)
    const white = DEFAULT_BRANDING.colors.background
    expect(contrastRatio(readable.accentText, white)).toBeGreaterThanOrEqual(CONTRAST.text)
    expect(contrastRatio(readable.secondaryText, white)).toBeGreaterThanOrEqual(CONTRAST.text)
    expect(contrastRatio(readable.primaryLarge, white)).toBeGreaterThanOrEqual(CONTRAST.largeText)
    expect(contrastRatio(readable.primaryText, white)).toBeGreaterThanOrEqual(CONTRAST.text)
    expect(contrastRatio('#ffffff', readable.primaryUnderWhite)).toBeGreaterThanOrEqual(CONTRAST.text)
    // Headings keep the brand's blue: large text reads at 3:1.
    expect(readable.primaryLarge).toBe(DEFAULT_BRANDING.colors.primary)
  })
})
