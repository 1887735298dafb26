import { ChartPanel } from '../../../components/charts/chart-panel'
import type { Charts } from '../api'
import { pieSlices } from '../format'
import { PublicationPie } from './drawings'

const successes = (n: number) => `${n} ${n === 1 ? 'success' : 'successes'}`

/** Success by Publication: replies and coverage per publication, in spec 2's 5-colour palette. */
export function PublicationChart({ publications }: { publications: Charts['publications'] }) {
  const data = pieSlices(publications)
  return (
    <ChartPanel
      classPrefix="analytics"
      id="success-by-publication"
      title="Success by Publication"
      empty={
        data.length === 0
          ? 'No replies or coverage from a publication yet: each one that replies or covers you gets a slice.'
          : null
      }
      summary={`Pie chart of replies and coverage by publication: ${data
        .map((p) => `${p.name} ${successes(p.value)}`)
        .join(', ')}.`}
      table={{
        columns: ['Publication', 'Replies or coverage', 'Response rate'],
        rows: publications.map((p) => [p.name, p.value, `${p.responseRate}%`]),
      }}
    >
      <PublicationPie data={data} tooltip={successes} />
    </ChartPanel>
  )
}
