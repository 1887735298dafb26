import { ChartPanel } from '../../../components/charts/chart-panel'
import type { KitAnalytics, KitDownloadFormat } from '../api'
import { FORMAT_LABELS } from '../format'
import { FormatBars } from './drawings'

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
      <FormatBars data={data} />
    </ChartPanel>
  )
}
