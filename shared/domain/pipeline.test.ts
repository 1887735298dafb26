import { describe, expect, it } from 'vitest'
import {
  bottleneckTarget,
  conversionRate,
  conversionRates,
  conversionSteps,
  conversionTone,
  countByStatus,
  findBottlenecks,
  type PipelineCard,
  passedStages,
  responseRateTone,
  trendOf,
  velocity,
} from './pipeline'

const now = new Date('2026-03-20T12:00:00Z')
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString()
const card = (id: string, status: PipelineCard['status'], updatedDaysAgo: number): PipelineCard => ({
  id,
  status,
  journalistName: `J ${id}`,
  publication: 'P',
  updatedAt: daysAgo(updatedDaysAgo),
  sentAt: null,
  repliedAt: null,
})

describe('conversion rates', () => {
  it('is later / (earlier + later), and 0 when either side is 0', () => {
    expect(conversionRate(3, 1)).toBe(25)
    expect(conversionRate(1, 1)).toBe(50)
    expect(conversionRate(0, 4)).toBe(0)
    expect(conversionRate(4, 0)).toBe(0)
  })

  it('reads the three steps from counts per status', () => {
    const counts = countByStatus([
      card('a', 'drafted', 0),
      card('b', 'drafted', 0),
      card('c', 'reviewed', 0),
      card('d', 'pitched', 0),
      card('e', 'pitched', 0),
      card('f', 'pitched', 0),
      card('g', 'picked_up', 0),
    ])
    expect(conversionRates(counts)).toEqual({
      draftedToReviewed: 33,
      reviewedToPitched: 75,
      pitchedToPickedUp: 25,
    })
  })

  const counts = (drafted: number, reviewed: number, pitched: number, picked_up: number) => ({
    drafted,
    reviewed,
    pitched,
    picked_up,
    archived: 0,
  })

  it('calls a stage no card is at, with cards past it, skipped rather than a conversion of 0%', () => {
    // Pitches sent from Drafted: none ever waited at Reviewed.
    const sentFromDrafts = counts(4, 0, 30, 6)
    expect(passedStages(sentFromDrafts)).toEqual(['reviewed'])
    expect(conversionSteps(sentFromDrafts)).toEqual([
      { from: 'drafted', to: 'reviewed', rate: 0, shown: 'skipped' },
      { from: 'reviewed', to: 'pitched', rate: 0, shown: 'skipped' },
      { from: 'pitched', to: 'picked_up', rate: 17, shown: 'rate' },
    ])
  })

  it('keeps a real 0% (nothing moved on yet) and shows a step with no card either side as none', () => {
    expect(conversionSteps(counts(5, 0, 0, 0)).map((s) => s.shown)).toEqual(['rate', 'none', 'none'])
    expect(conversionSteps(counts(2, 3, 0, 0))).toContainEqual({
      from: 'reviewed',
      to: 'pitched',
      rate: 0,
      shown: 'rate',
    })
    expect(passedStages(counts(0, 0, 0, 0))).toEqual([])
  })

  it('colours response and conversion rates by spec 2 thresholds', () => {
    expect([40, 39, 20, 19].map(responseRateTone)).toEqual(['green', 'yellow', 'yellow', 'red'])
    expect([60, 59, 40, 39].map(conversionTone)).toEqual(['green', 'yellow', 'yellow', 'red'])
  })
})

describe('bottlenecks', () => {
  it('never counts a Picked Up card or one whose journalist replied, however old', () => {
    const found = findBottlenecks(
      [
        card('won', 'picked_up', 40),
        { ...card('answered', 'pitched', 30), repliedAt: daysAgo(29) },
        card('stuck', 'pitched', 30),
      ],
      now,
    )
    expect(found.map((stage) => [stage.status, stage.items.map((item) => item.id)])).toEqual([
      ['pitched', ['stuck']],
    ])
  })

  it('selects cards untouched for more than 7 days by stage, longest first, never archived ones', () => {
    const found = findBottlenecks(
      [
        card('fresh', 'pitched', 7),
        card('old', 'pitched', 8),
        card('older', 'pitched', 20),
        card('draft', 'drafted', 10),
        card('done', 'archived', 90),
      ],
      now,
    )
    expect(found).toEqual([
      {
        status: 'pitched',
        items: [
          expect.objectContaining({ id: 'older', daysInStatus: 20 }),
          expect.objectContaining({ id: 'old', daysInStatus: 8 }),
        ],
        avgDays: 14,
        threshold: 7,
      },
      {
        status: 'drafted',
        items: [expect.objectContaining({ id: 'draft', daysInStatus: 10 })],
        avgDays: 10,
        threshold: 7,
      },
    ])
  })

  it('moves pitched cards to archived and any other stage to pitched', () => {
    expect(bottleneckTarget('pitched')).toBe('archived')
    expect(bottleneckTarget('drafted')).toBe('pitched')
    expect(bottleneckTarget('reviewed')).toBe('pitched')
  })
})

describe('velocity', () => {
  it('counts real sends in the last 7 and 30 days and compares the week with the one before', () => {
    const sent = [daysAgo(1), daysAgo(2), daysAgo(6.9), daysAgo(8), daysAgo(29), daysAgo(31)]
    expect(velocity(sent, now)).toEqual({
      last7Days: 3,
      previous7Days: 1,
      last30Days: 5,
      previous30Days: 1,
      trend: 'up',
    })
  })

  it('is stable within 10%, down when the week fell, and never made up from nothing', () => {
    expect(trendOf(10, 10)).toBe('stable')
    expect(trendOf(10, 11)).toBe('stable')
    expect(trendOf(5, 10)).toBe('down')
    expect(trendOf(0, 0)).toBe('stable')
    expect(trendOf(2, 0)).toBe('up')
  })
})
