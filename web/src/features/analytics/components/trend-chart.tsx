import { continuousTrend } from '../../../../../shared/domain/analytics'
import { ChartPanel } from '../../../components/charts/chart-panel'
import type { Charts } from '../api'
import { formatPercent, formatTrendDate } from '../format'
import { TrendLines } from './drawings'

/**
 * Performance Trends: reply rate % and coverage rate % per day (7 and 30 days) or week. The lines run
 * on a time axis, broken where no pitch was sent; the table lists the periods that have a rate.
 */
export function TrendChart({ trends, unit }: { trends: Charts['trends']; unit: Charts['trendUnit'] }) {
  const data = trends.map((point) => ({ ...point, label: formatTrendDate(point.date) }))
  const series = continuousTrend(trends, unit).map((point) => ({
    ...point,
    label: formatTrendDate(point.date),
  }))
  const last = data[data.length - 1]
  return (
    <ChartPanel
      classPrefix="analytics"
      id="performance-trends"
      title="Performance Trends"
      wide
      empty={data.length === 0 ? 'No pitches sent in this period yet.' : null}
      summary={`Line chart of reply rate and coverage rate over ${data.length} ${
        data.length === 1 ? 'period' : 'periods'
      }${last ? `; latest (${last.label}): reply rate ${formatPercent(last.replyRate)}, coverage rate ${formatPercent(last.coverageRate)}` : ''}.`}
      table={{
        columns: ['Date', 'Reply rate', 'Coverage rate'],
        rows: data.map((p) => [p.label, formatPercent(p.replyRate), formatPercent(p.coverageRate)]),
      }}
    >
      <TrendLines data={series} />
    </ChartPanel>
  )
}
