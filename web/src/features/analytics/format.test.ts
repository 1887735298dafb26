import { describe, expect, it } from 'vitest'
import {
  angleLabel,
  formatPercent,
  formatReach,
  formatResponseTime,
  formatTrendDate,
  PIE_PALETTE,
  pieColor,
  pieSlices,
  rateChange,
  responseRateTone,
  sampleNote,
  tooLittleData,
} from './format'

describe('rateChange', () => {
  it('gives the rise in percentage points with a plus sign', () => {
    expect(rateChange(32.5, 28.1)).toEqual({ direction: 'up', text: '+4.4 pts' })
  })

  it('gives a fall with a minus sign and no double sign', () => {
    expect(rateChange(10, 25)).toEqual({ direction: 'down', text: '−15 pts' })
  })

  it('says "No change" when both periods have the same rate, also when both are 0', () => {
    expect(rateChange(20, 20)).toEqual({ direction: 'flat', text: 'No change' })
    expect(rateChange(0, 0)).toEqual({ direction: 'flat', text: 'No change' })
  })

  it('measures from a previous rate of 0 without dividing by it', () => {
    expect(rateChange(12.5, 0)).toEqual({ direction: 'up', text: '+12.5 pts' })
  })

  it('rounds away floating-point noise to one decimal', () => {
    expect(rateChange(0.3, 0.1)).toEqual({ direction: 'up', text: '+0.2 pts' })
  })
})

describe('formatReach', () => {
  it('shows reach in thousands with one decimal', () => {
    expect(formatReach(12_345)).toBe('12.3K')
    expect(formatReach(250_000)).toBe('250K')
    expect(formatReach(800)).toBe('0.8K')
  })

  it("says '—' for an unknown reach rather than 0", () => {
    expect(formatReach(null)).toBe('—')
  })
})

describe('pieColor', () => {
  it('gives five different colours, then starts again with the first', () => {
    const colours = Array.from({ length: 7 }, (_, i) => pieColor(i))
    expect(new Set(colours.slice(0, 5)).size).toBe(5)
    expect(colours.slice(0, 5)).toEqual([...PIE_PALETTE])
    expect(colours[5]).toBe(colours[0])
    expect(colours[6]).toBe(colours[1])
  })
})

describe('responseRateTone', () => {
  it('is green from 40, yellow from 20, red below', () => {
    expect([45, 40, 39.9, 20, 19.9, 0].map(responseRateTone)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ])
  })
})

describe('small display rules', () => {
  it('writes a rate as a percentage with at most one decimal', () => {
    expect(formatPercent(33.3)).toBe('33.3%')
    expect(formatPercent(0)).toBe('0%')
  })

  it('writes an angle as words', () => {
    expect(angleLabel('founder_story')).toBe('Founder story')
    expect(angleLabel('funding')).toBe('Funding')
  })

  it("reads a trend's date as a calendar day, whatever the browser's zone", () => {
    expect(formatTrendDate('2026-03-04')).toBe('Mar 4')
    expect(formatTrendDate('2026-03-02', 'week')).toBe('Mar 2')
    expect(formatTrendDate('2026-03-01', 'month')).toBe('Mar 2026')
  })

  it('reuses the time-to-reply rule: minutes under an hour, hours under a day, then days', () => {
    expect(formatResponseTime(0.5)).toBe('30m')
    expect(formatResponseTime(5.25)).toBe('5.3h')
    expect(formatResponseTime(36)).toBe('1.5d')
  })
})

describe('tooLittleData', () => {
  it('says how many pitches are missing below the minimum sample, and nothing from it on', () => {
    expect(tooLittleData({ sampleSize: 4, minSample: 10 })).toBe(
      'Send at least 10 pitches to see what works: 4 sent in this period',
    )
    expect(tooLittleData({ sampleSize: 10, minSample: 10 })).toBeNull()
  })
})

describe('the footnote under the recommendations', () => {
  it('reads as English for one pitch, many and none', () => {
    expect(sampleNote(1)).toBe('Based on the 1 pitch sent in this period.')
    expect(sampleNote(12)).toBe('Based on the 12 pitches sent in this period.')
    expect(sampleNote(0)).toBe('No pitches sent in this period yet.')
  })
})

describe('the publication pie', () => {
  const publication = (i: number) => ({ name: `Pub ${i}`, value: 10 - i, responseRate: 50 })

  it('gives each publication its own slice while the palette has a colour for each', () => {
    expect(pieSlices([1, 2, 3, 4, 5].map(publication)).map((s) => s.name)).toEqual([
      'Pub 1',
      'Pub 2',
      'Pub 3',
      'Pub 4',
      'Pub 5',
    ])
  })

  it('past that, keeps the four largest and sums the rest into Other publications: five colours, none twice', () => {
    const slices = pieSlices([1, 2, 3, 4, 5, 6, 7].map(publication))
    expect(slices).toEqual([
      { name: 'Pub 1', value: 9 },
      { name: 'Pub 2', value: 8 },
      { name: 'Pub 3', value: 7 },
      { name: 'Pub 4', value: 6 },
      { name: 'Other publications', value: 5 + 4 + 3 },
    ])
    expect(new Set(slices.map((_, i) => pieColor(i))).size).toBe(slices.length)
  })
})
