import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartPanel } from '../../../components/charts/chart-panel'
import type { KitAnalytics, KitDownloadFormat } from '../api'
import { FORMAT_LABELS } from '../format'
import { AXIS_TICK, CHART_HEIGHT, DOWNLOADS_COLOUR, GRID_STROKE } from './chart-style'

const FORMATS: KitDownloadFormat[] = ['pdf', 'web', 'assets']

/** Downloads by format: PDF, the one-file web page, the zip of all files. */
export function FormatChart({ byFormat }: { byFormat: KitAnalytics['downloads']['byFormat'] }) {
  const data = FORMATS.map((format) => ({ format: FORMAT_LABELS[format], downloads: byFormat[format] ?? 0 }))
  const total = data.reduce((sum, p) => sum + p.downloads, 0)
  return (
    <ChartPanel
      classPrefix="kit-analytics"
      id="kit-formats"
      title="Downloads by format"
      empty={total === 0 ? 'No downloads in this period yet.' : null}
      summary={`Bar chart of downloads by format: ${data.map((p) => `${p.format} ${p.downloads}`).join(', ')}.`}
      table={{ columns: ['Format', 'Downloads'], rows: data.map((p) => [p.format, p.downloads]) }}
    >
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
    </ChartPanel>
  )
}
