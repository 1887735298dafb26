import { continuousTrend } from '../../../../../shared/domain/analytics-trends'
import { ChartPanel } from '../../../components/charts/chart-panel'
import type { Charts } from '../api'
import { formatPercent, formatResponseTime, formatTrendDate } from '../format'
import { TrendLines } from './drawings'

const pitches = (n: number) => `${n} ${n === 1 ? 'pitch' : 'pitches'}`
const periods = (n: number, unit: Charts['trendUnit']) => `${n} ${unit}${n === 1 ? '' : 's'}`

/**
 * Performance Trends: reply rate % and coverage rate % per day, week or month (the server widens the
 * period while too few pitches fill one), each point with the pitches behind it. A period whose
 * replies may still come is marked pending, not drawn as its rate so far; the lines run on a time axis,
 * broken where no pitch was sent. The table lists every period that has pitches.
 */
export function TrendChart({
  trends,
  unit,
  replyWindowHours,
}: {
  trends: Charts['trends']
  unit: Charts['trendUnit']
  replyWindowHours: Charts['replyWindowHours']
}) {
  const label = (date: string) => formatTrendDate(date, unit)
  const series = continuousTrend(trends, unit).map((point) => ({
    ...point,
    label: label(point.date),
    // A pending period's rates so far are not its rates (often 0%): the lines stop short of it.
    replyRate: point.pending ? null : point.replyRate,
    coverageRate: point.pending ? null : point.coverageRate,
  }))
  const pending = trends.filter((p) => p.pending)
  const latest = trends.filter((p) => !p.pending).at(-1)
  const waitFor = formatResponseTime(replyWindowHours)
  return (
    <ChartPanel
      classPrefix="analytics"
      id="performance-trends"
      title="Performance Trends"
      wide
      note={`One point per ${unit}; under each date, the pitches sent in it.${
        pending.length > 0
          ? ` Pending: replies may still come (they usually do within ${waitFor} of sending).`
          : ''
      }`}
      empty={
        trends.length === 0
          ? 'No pitches sent in this period yet: the trend starts with your first sent pitch.'
          : null
      }
      summary={`Line chart of reply rate and coverage rate over ${periods(trends.length, unit)}, each with the pitches sent in it${
        latest
          ? `; latest settled (${label(latest.date)}, ${pitches(latest.pitches)}): reply rate ${formatPercent(latest.replyRate)}, coverage rate ${formatPercent(latest.coverageRate)}`
          : ''
      }${pending.length > 0 ? `; ${periods(pending.length, unit)} pending, replies may still come` : ''}.`}
      table={{
        columns: ['Period', 'Pitches', 'Reply rate', 'Coverage rate'],
        rows: trends.map((p) => [
          label(p.date),
          p.pitches,
          p.pending ? 'Pending' : formatPercent(p.replyRate),
          p.pending ? 'Pending' : formatPercent(p.coverageRate),
        ]),
      }}
    >
      <TrendLines data={series} />
    </ChartPanel>
  )
}
