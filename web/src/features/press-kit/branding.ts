import { KIT_FONTS, type KitBranding, type KitFont } from '../../../../shared/domain/press-kit'
import type { ExtractedBranding } from './api'

export const COLOUR_FIELDS = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['accent', 'Accent'],
  ['text', 'Text'],
  ['background', 'Background'],
] as const

export const FONT_FIELDS = [
  ['heading', 'Heading font'],
  ['body', 'Body font'],
  ['mono', 'Monospace font'],
] as const

/** "#abc" and "#AABBCC" as the contract's "#aabbcc"; anything else (rgb(), names) is not used. */
export function hexColour(value: string | undefined): string | undefined {
  const text = value?.trim().toLowerCase() ?? ''
  if (/^#[0-9a-f]{6}$/.test(text)) return text
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text)
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : undefined
}

/** A font the kit offers, matched without regard to case and quotes; others are not used. */
export function kitFont(value: string | undefined): KitFont | undefined {
  const name = value?.replace(/["']/g, '').split(',')[0]?.trim().toLowerCase()
  return KIT_FONTS.find((font) => font.toLowerCase() === name)
}

/** What a website's theme says, laid over the kit's branding: only colours and fonts the kit can use. */
export function applyExtracted(branding: KitBranding, found: ExtractedBranding): KitBranding {
  const colors = { ...branding.colors }
  for (const [key] of COLOUR_FIELDS) {
    const colour = hexColour(found.colors?.[key])
    if (colour) colors[key] = colour
  }
  const heading = kitFont(found.fonts?.heading)
  const body = kitFont(found.fonts?.body)
  return {
    colors,
    fonts: { ...branding.fonts, ...(heading ? { heading } : {}), ...(body ? { body } : {}) },
  }
}
