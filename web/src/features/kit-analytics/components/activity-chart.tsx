import { ChartPanel } from '../../../components/charts/chart-panel'
import type { KitAnalytics, KitTimeframe } from '../api'
import { dailySeries, formatDay } from '../format'
import { ActivityBars } from './drawings'

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
      <ActivityBars data={data} />
    </ChartPanel>
  )
}
