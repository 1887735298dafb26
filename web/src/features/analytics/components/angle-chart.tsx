import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartPanel } from '../../../components/charts/chart-panel'
import type { Charts } from '../api'
import { angleLabel, formatPercent } from '../format'
import { AXIS_TICK, CHART_HEIGHT, GRID_STROKE, percentTooltip } from './chart-style'

/** Angle Effectiveness: the share of pitches with each angle that won a reply or coverage. */
export function AngleChart({ angles }: { angles: Charts['angles'] }) {
  const data = [...angles]
    .sort((a, b) => b.successRate - a.successRate)
    .map((angle) => ({ ...angle, label: angleLabel(angle.angle) }))
  return (
    <ChartPanel
      classPrefix="analytics"
      id="angle-effectiveness"
      title="Angle Effectiveness"
      empty={data.length === 0 ? 'No pitch angles to compare yet.' : null}
      summary={`Bar chart of success rate per pitch angle: ${data
        .map((a) => `${a.label} ${formatPercent(a.successRate)}`)
        .join(', ')}.`}
      table={{
        columns: ['Angle', 'Success rate', 'Pitches'],
        rows: data.map((a) => [a.label, formatPercent(a.successRate), a.volume]),
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval={0} />
          <YAxis unit="%" domain={[0, 100]} tick={AXIS_TICK} width={48} />
          <Tooltip formatter={percentTooltip} cursor={{ fill: '#f1f1f7' }} />
          <Bar
            dataKey="successRate"
            name="Success rate"
            fill="#4f46e5"
            radius={[6, 6, 0, 0]}
            maxBarSize={56}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartPanel>
  )
}
