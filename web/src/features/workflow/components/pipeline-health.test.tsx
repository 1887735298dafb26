import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { conversionRates } from '../../../../../shared/domain/pipeline'
import type { PipelineMetrics } from '../api'
import { PipelineHealth } from './pipeline-health'

const metricsOf = (byStatus: PipelineMetrics['byStatus']): PipelineMetrics => ({
  totalPitches: Object.values(byStatus).reduce((a, b) => a + b, 0),
  byStatus,
  conversionRates: conversionRates(byStatus),
  bottlenecks: [],
  velocity: { last7Days: 3, last30Days: 9, previous7Days: 3, previous30Days: 0, trend: 'stable' },
  insight: 'Your pipeline velocity is stable compared with last week.',
})

/** Each conversion step's label, shown value and tone class. */
const rates = (metrics: PipelineMetrics) =>
  [
    ...renderToStaticMarkup(<PipelineHealth metrics={metrics} />).matchAll(
      /<dt>([^<]*)<\/dt><dd class="workflow-tone-(\w+)">([^<]*)<\/dd>/g,
    ),
  ]
    .map(([, label, tone, value]) => [label?.replace(/<!-- -->/g, ''), value, tone])
    .filter(([label]) => label?.includes('→'))

describe('Pipeline Health', () => {
  it('shows a stage the pitches went past (Drafted straight to Pitched) as skipped, not a red 0%', () => {
    const metrics = metricsOf({ drafted: 3, reviewed: 0, pitched: 40, picked_up: 8, archived: 0 })
    expect(metrics.conversionRates.reviewedToPitched).toBe(0) // spec 2's rule, kept in the API
    expect(rates(metrics)).toEqual([
      ['Drafted → Reviewed', 'Skipped', 'neutral'],
      ['Reviewed → Pitched', 'Skipped', 'neutral'],
      ['Pitched → Picked Up', '17%', 'red'],
    ])
    expect(renderToStaticMarkup(<PipelineHealth metrics={metrics} />)).toContain(
      'No pitch is at Reviewed: pitches went past it, so the steps through it have no rate.',
    )
  })

  it('names every stage gone past in one sentence when no draft is left either', () => {
    const metrics = metricsOf({ drafted: 0, reviewed: 0, pitched: 35, picked_up: 5, archived: 0 })
    expect(rates(metrics).map(([, value]) => value)).toEqual(['Skipped', 'Skipped', '13%'])
    expect(renderToStaticMarkup(<PipelineHealth metrics={metrics} />)).toContain(
      'No pitch is at Drafted or Reviewed: pitches went past them, so the steps through them have no rate.',
    )
  })

  it('keeps the rates and their colours when every stage holds cards', () => {
    const metrics = metricsOf({ drafted: 2, reviewed: 3, pitched: 6, picked_up: 4, archived: 0 })
    expect(rates(metrics)).toEqual([
      ['Drafted → Reviewed', '60%', 'green'],
      ['Reviewed → Pitched', '67%', 'green'],
      ['Pitched → Picked Up', '40%', 'yellow'],
    ])
    expect(renderToStaticMarkup(<PipelineHealth metrics={metrics} />)).not.toContain('went past it')
  })

  it("keeps spec 2's empty state", () => {
    const none = metricsOf({ drafted: 0, reviewed: 0, pitched: 0, picked_up: 0, archived: 0 })
    expect(renderToStaticMarkup(<PipelineHealth metrics={none} />)).toContain('No pipeline data available')
  })
})
