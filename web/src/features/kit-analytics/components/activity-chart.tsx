import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartPanel } from '../../../components/charts/chart-panel'
import type { KitAnalytics, KitTimeframe } from '../api'
import { dailySeries, formatDay } from '../format'
import { AXIS_TICK, CHART_HEIGHT, DOWNLOADS_COLOUR, GRID_STROKE, VIEWS_COLOUR } from './chart-style'

/** Views and downloads a day over the timeframe, quiet days included. */
export function ActivityChart({
  analytics,
  timeframe,
}: {
  analytics: KitAnalytics
  timeframe: KitTimeframe
}) {
  const data = dailySeries(analytics, timeframe, new Date()).map((p) => ({ ...p, label: formatDay(p.date) }))
  const quiet = data.every((p) => p.views === 0 && p.downloads === 0)
  const views = data.reduce((sum, p) => sum + p.views, 0)
  const downloads = data.reduce((sum, p) => sum + p.downloads, 0)
  return (
    <ChartPanel
      classPrefix="kit-analytics"
      id="kit-activity"
      title="Views and downloads over time"
      empty={quiet ? 'No views or downloads in this period yet.' : null}
      summary={`Bar chart of views and downloads a day over ${data.length} days: ${views} views and ${downloads} downloads in all.`}
      table={{
        columns: ['Day', 'Views', 'Downloads'],
        rows: data.map((p) => [p.label, p.views, p.downloads]),
      }}
    >
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
    </ChartPanel>
  )
}
