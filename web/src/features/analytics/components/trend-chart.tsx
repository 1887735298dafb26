import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartPanel } from '../../../components/charts/chart-panel'
import type { Charts } from '../api'
import { formatPercent, formatTrendDate } from '../format'
import { AXIS_TICK, CHART_HEIGHT, GRID_STROKE, percentTooltip } from './chart-style'

/** Performance Trends: reply rate % and coverage rate % per day (7 and 30 days) or week. */
export function TrendChart({ trends }: { trends: Charts['trends'] }) {
  const data = trends.map((point) => ({ ...point, label: formatTrendDate(point.date) }))
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
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
          <YAxis unit="%" domain={[0, 100]} tick={AXIS_TICK} width={48} />
          <Tooltip formatter={percentTooltip} />
          <Legend />
          <Line
            type="monotone"
            dataKey="replyRate"
            name="Reply rate"
            stroke="#4f46e5"
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="coverageRate"
            name="Coverage rate"
            stroke="#10b981"
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartPanel>
  )
}
