// The three charts' drawings, the screen's only use of recharts: loaded on demand (./drawings.ts).
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { TrendPoint } from '../../../../../shared/domain/analytics'
import { pieColor } from '../format'
import { AXIS_TICK, CHART_HEIGHT, GRID_STROKE, percentTooltip } from './chart-style'

export function TrendLines({ data }: { data: (TrendPoint & { label: string })[] }) {
  return (
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
  )
}

export function AngleBars({ data }: { data: { label: string; successRate: number }[] }) {
  return (
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
  )
}

export function PublicationPie({
  data,
  tooltip,
}: {
  data: { name: string; value: number }[]
  tooltip: (value: number) => string
}) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="75%"
          paddingAngle={1}
          isAnimationActive={false}
        >
          {data.map((slice, index) => (
            <Cell key={slice.name} fill={pieColor(index)} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => tooltip(Number(value))} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  )
}
