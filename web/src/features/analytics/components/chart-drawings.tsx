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
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { AxisPoint } from '../../../../../shared/domain/analytics-trends'
import { pieColor } from '../format'
import { AXIS_TICK, CHART_HEIGHT, GRID_STROKE, percentTooltip } from './chart-style'

type TrendDatum = AxisPoint & { label: string }

/** A date on the axis with the pitches sent in its period under it. */
function PeriodTick({
  x,
  y,
  payload,
  counts,
}: {
  x?: number
  y?: number
  payload?: { value: string }
  counts: Map<string, number>
}) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={AXIS_TICK.fontSize} fill={AXIS_TICK.fill}>
      <tspan x={x} dy={12}>
        {payload?.value}
      </tspan>
      <tspan x={x} dy={14} fontWeight={600}>
        {counts.get(payload?.value ?? '') ?? 0}
      </tspan>
    </text>
  )
}

export function TrendLines({ data }: { data: TrendDatum[] }) {
  const counts = new Map(data.map((d) => [d.label, d.pitches]))
  const pending = new Set(data.filter((d) => d.pending).map((d) => d.label))
  const pitches = (label: unknown) => {
    const n = counts.get(String(label)) ?? 0
    return `${label} · ${n} ${n === 1 ? 'pitch' : 'pitches'}${pending.has(String(label)) ? ' · pending' : ''}`
  }
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
        <XAxis
          dataKey="label"
          height={40}
          // Every date and its count while they fit (a widened trend has few points), else some.
          interval={data.length <= 8 ? 0 : 'preserveStartEnd'}
          // Off the axes' lines: a period pending at either end keeps its dashed line in view.
          padding={{ left: 16, right: 16 }}
          minTickGap={16}
          tick={(props: object) => <PeriodTick {...props} counts={counts} />}
        />
        <YAxis unit="%" domain={[0, 100]} tick={AXIS_TICK} width={48} />
        <Tooltip
          labelFormatter={pitches}
          formatter={(value, _name, item) =>
            (item?.payload as TrendDatum | undefined)?.pending
              ? 'pending: replies may still come'
              : percentTooltip(value)
          }
        />
        <Legend />
        {[...pending].map((label) => (
          <ReferenceLine
            key={label}
            x={label}
            stroke="#9ca3af"
            strokeDasharray="4 4"
            // Inside the plot: left of the line (the latest period is at the right end), right of it at the left.
            label={{
              value: 'Pending',
              position: label === data[0]?.label ? 'insideTopLeft' : 'insideTopRight',
              fill: AXIS_TICK.fill,
              fontSize: AXIS_TICK.fontSize,
            }}
          />
        ))}
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
