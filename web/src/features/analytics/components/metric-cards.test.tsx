import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { computeMetrics, type Outcome } from '../../../../../shared/domain/analytics'
import { MetricCards } from './metric-cards'

const sent = (id: string, repliedAt: string | null): Outcome => ({
  pitchId: id,
  subject: 'News',
  journalistName: 'Casey Reporter',
  sentAt: '2026-03-02T09:00:00Z',
  repliedAt,
  coverage: false,
  reach: null,
  publication: 'The Test Gazette',
  angle: 'launch',
})
const text = (metrics: ReturnType<typeof computeMetrics>) =>
  renderToStaticMarkup(<MetricCards metrics={metrics} timeframe="30d" />).replace(/<[^>]+>/g, ' ')

describe('MetricCards', () => {
  it('compares the reply rate with the previous period only when pitches were sent in it', () => {
    const first = computeMetrics([sent('a', '2026-03-02T10:00:00Z')], [])
    expect(text(first)).toContain('No pitches sent in the previous 30 days')
    expect(text(first)).not.toContain('pts')
    const second = computeMetrics([sent('a', '2026-03-02T10:00:00Z')], [sent('b', null)])
    expect(text(second)).toContain('+100 pts vs previous 30 days')
  })

  it('shows no rate before any pitch was sent, and 0% once pitches went unanswered', () => {
    const values = (metrics: ReturnType<typeof computeMetrics>) =>
      [
        ...renderToStaticMarkup(<MetricCards metrics={metrics} timeframe="30d" />).matchAll(
          /class="metric-value">([^<]*)</g,
        ),
      ].map((match) => match[1])
    expect(values(computeMetrics([], []))).toEqual(['—', '—', '—'])
    expect(values(computeMetrics([sent('a', null)], []))).toEqual(['0%', '0%', '—'])
  })
})
