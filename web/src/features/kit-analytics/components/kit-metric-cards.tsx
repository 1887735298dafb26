import type { ReactNode } from 'react'
import type { KitAnalytics } from '../api'
import { formatDuration, formatPercent } from '../format'

const count = (n: number) => n.toLocaleString('en-US')

function MetricCard({
  id,
  title,
  value,
  detail,
}: {
  id: string
  title: string
  value: string
  detail: ReactNode
}) {
  return (
    <section className="card kit-metric" aria-labelledby={`kit-metric-${id}`}>
      <h2 id={`kit-metric-${id}`} className="kit-metric-title">
        {title}
      </h2>
      <p className="kit-metric-value" data-metric={id}>
        {value}
      </p>
      <p className="kit-metric-detail">{detail}</p>
    </section>
  )
}

/** Views, Downloads, Leads, time on page and scroll depth in the timeframe, with the all-time totals. */
export function KitMetricCards({ analytics }: { analytics: KitAnalytics }) {
  const { downloads, leads, engagement } = analytics
  return (
    <div className="kit-metrics">
      <MetricCard
        id="views"
        title="Views"
        value={count(engagement.views)}
        detail={`${count(engagement.allTimeViews)} all time`}
      />
      <MetricCard
        id="downloads"
        title="Downloads"
        value={count(downloads.total)}
        detail={`${count(downloads.allTime)} all time`}
      />
      <MetricCard
        id="leads"
        title="Leads"
        value={count(leads.leads.length)}
        detail={`${count(leads.total)} all time`}
      />
      <MetricCard
        id="time-on-page"
        title="Avg. time on page"
        value={engagement.views ? formatDuration(engagement.avgTimeOnPage) : '—'}
        detail="per visit"
      />
      <MetricCard
        id="scroll-depth"
        title="Avg. scroll depth"
        value={engagement.views ? formatPercent(engagement.avgScrollDepth) : '—'}
        detail="of the page read"
      />
    </div>
  )
}
