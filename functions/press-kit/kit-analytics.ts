import { KIT_MESSAGES } from '../../shared/domain/press-kit'
import type { Deps } from '../ports/deps'
import { kitRecord } from './kit-records'

const DAY_MS = 86_400_000
const TIMEFRAME_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const
type Timeframe = keyof typeof TIMEFRAME_DAYS | 'all'

const FREE_MAIL = /@(gmail|googlemail|yahoo|hotmail|outlook|live|icloud|me|aol|proton|protonmail|gmx|mail)\./i

/**
 * The lead score (0-100), a stated rule rather than a guess: an address is 20; consent to hear more 20;
 * each download 10, up to 30; a work address (not a free mail provider) 10; a name, a company, a role
 * 10 each when given. A journalist at a publication who downloaded twice and said who they are scores
 * high; an anonymous free address that downloaded once scores 30.
 */
export function leadScore(lead: {
  email: string
  marketing_consent: boolean
  downloads: number
  name?: string
  company?: string
  role?: string
}): number {
  const score =
    20 +
    (lead.marketing_consent ? 20 : 0) +
    Math.min(lead.downloads, 3) * 10 +
    (FREE_MAIL.test(lead.email) ? 0 : 10) +
    (lead.name ? 10 : 0) +
    (lead.company ? 10 : 0) +
    (lead.role ? 10 : 0)
  return Math.min(score, 100)
}

const dayOf = (iso: string) => iso.slice(0, 10)

function perDay<T>(items: T[], at: (item: T) => string) {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(dayOf(at(item)), (counts.get(dayOf(at(item))) ?? 0) + 1)
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b))
}

/** A kit's analytics for its owner: views, downloads and leads in the timeframe, from what was recorded. */
export async function kitAnalytics(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  kitId: string,
  timeframe: Timeframe,
) {
  const record = await kitRecord(deps, userId, kitId, KIT_MESSAGES.notFound)
  const since =
    timeframe === 'all'
      ? ''
      : new Date(deps.now().getTime() - TIMEFRAME_DAYS[timeframe] * DAY_MS).toISOString()
  const inWindow = (iso: string) => iso >= since
  // A kit's visits, downloads and leads (KIT#<id> / VIEW#, DOWNLOAD#, LEAD#).
  const [views, downloads, leads] = await Promise.all([
    deps.store.kitViews.query.byKit({ kit_id: kitId }).go({ pages: 'all' }),
    deps.store.kitDownloads.query.byKit({ kit_id: kitId }).gte({ at: since }).go({ pages: 'all' }),
    deps.store.kitLeads.query.byKit({ kit_id: kitId }).go({ pages: 'all' }),
  ])
  const visits = views.data.filter((view) => inWindow(view.started_at))
  const average = (values: number[]) =>
    values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : 0
  const byFormat = { pdf: 0, web: 0, assets: 0 }
  for (const download of downloads.data) byFormat[download.format] += 1
  return {
    downloads: {
      total: downloads.data.length,
      allTime: record.downloads,
      byFormat,
      overTime: perDay(downloads.data, (d) => d.at).map(([date, count]) => ({ date, downloads: count })),
    },
    leads: {
      total: record.leads,
      leads: leads.data
        .filter((lead) => inWindow(lead.captured_at))
        .sort((a, b) => b.captured_at.localeCompare(a.captured_at))
        .map((lead) => ({
          name: lead.name ?? '',
          email: lead.email,
          company: lead.company ?? '',
          role: lead.role ?? '',
          score: leadScore(lead),
          captured_at: lead.captured_at,
          marketing_consent: lead.marketing_consent,
          source: lead.source,
        })),
    },
    engagement: {
      views: visits.length,
      allTimeViews: record.views,
      viewsOverTime: perDay(visits, (v) => v.started_at).map(([date, count]) => ({ date, views: count })),
      avgTimeOnPage: average(visits.map((v) => v.duration)),
      avgScrollDepth: average(visits.map((v) => v.scroll_depth)),
    },
  }
}
