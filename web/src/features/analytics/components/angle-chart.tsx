import { ChartPanel } from '../../../components/charts/chart-panel'
import type { Charts } from '../api'
import { angleLabel, formatPercent } from '../format'
import { AngleBars } from './drawings'

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
      empty={
        data.length === 0
          ? 'No pitch angles to compare yet: each sent pitch with an angle adds to its bar.'
          : data.every((angle) => angle.successRate === 0)
            ? 'No angle has won a reply or coverage yet: a bar rises once a pitch with that angle does.'
            : null
      }
      summary={`Bar chart of success rate per pitch angle: ${data
        .map((a) => `${a.label} ${formatPercent(a.successRate)}`)
        .join(', ')}.`}
      table={{
        columns: ['Angle', 'Success rate', 'Pitches'],
        rows: data.map((a) => [a.label, formatPercent(a.successRate), a.volume]),
      }}
    >
      <AngleBars data={data} />
    </ChartPanel>
  )
}
