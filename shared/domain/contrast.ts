/**
 * Colour contrast by WCAG 2.2's formula, for text in a founder's brand colours: a brand colour is kept
 * where it reads, and taken darker (or lighter, on a dark background) only as far as it must to.
 */

/** WCAG's minimum contrast: 4.5 for text, 3 for large text (24 px, or 18.66 px bold). */
export const CONTRAST = { text: 4.5, largeText: 3 } as const

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const toHex = (values: number[]) =>
  `#${values
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** `hex` mixed with `toward` by `share` (0 keeps it, 1 is `toward`). */
function mix(hex: string, toward: string, share: number): string {
  const [from, to] = [channels(hex), channels(toward)]
  return toHex(from.map((value, i) => value + ((to[i] ?? 0) - value) * share))
}

/**
 * `color` as text on `background` with at least `min` contrast: itself where it reads, else mixed toward
 * black on a light background (white on a dark one) in steps of 5% until it does.
 */
export function readableOn(color: string, background: string, min: number = CONTRAST.text): string {
  const toward = luminance(background) > 0.18 ? '#000000' : '#ffffff'
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, toward, step / 20)
    if (contrastRatio(candidate, background) >= min) return candidate
  }
  return toward
}

/**
 * The brand colours a kit page uses as text and under white text, each made to read: a heading in the
 * primary colour (large text), a link in the accent, small text in the primary or secondary colour, and
 * a button's primary background under white text. Every other use (rules, borders) keeps the brand's own.
 */
export function readableKitColors(colors: {
  primary: string
  secondary: string
  accent: string
  background: string
}) {
  return {
    primaryLarge: readableOn(colors.primary, colors.background, CONTRAST.largeText),
    primaryText: readableOn(colors.primary, colors.background),
    secondaryText: readableOn(colors.secondary, colors.background),
    accentText: readableOn(colors.accent, colors.background),
    primaryUnderWhite: readableOn(colors.primary, '#ffffff'),
  }
}

/** The same, as the CSS custom properties the kit page and the builder's preview read. */
export function readableKitColorVariables(
  colors: Parameters<typeof readableKitColors>[0],
): Record<string, string> {
  const readable = readableKitColors(colors)
  return {
    '--kit-primary-large': readable.primaryLarge,
    '--kit-primary-text': readable.primaryText,
    '--kit-secondary-text': readable.secondaryText,
    '--kit-accent-text': readable.accentText,
    '--kit-primary-strong': readable.primaryUnderWhite,
  }
}
