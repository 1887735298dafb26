// The two charts' drawings, the screen's only use of recharts: loaded on demand (./drawings.ts).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { AXIS_TICK, CHART_HEIGHT, DOWNLOADS_COLOUR, GRID_STROKE, VIEWS_COLOUR } from './chart-style'

export function ActivityBars({ data }: { data: { label: string; views: number; downloads: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
        <Tooltip />
        <Legend />
        <Bar
          dataKey="views"
          name="Views"
          fill={VIEWS_COLOUR}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="downloads"
          name="Downloads"
          fill={DOWNLOADS_COLOUR}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}

export function FormatBars({ data }: { data: { format: string; downloads: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="format" tick={AXIS_TICK} width={112} />
        <Tooltip />
        <Bar
          dataKey="downloads"
          name="Downloads"
          fill={DOWNLOADS_COLOUR}
          radius={[0, 3, 3, 0]}
          barSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}
