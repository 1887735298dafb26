import type { PressKit } from '../../../../shared/contracts/press-kit'
import { api } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

export type KitTimeframe = '7d' | '30d' | '90d' | 'all'
export type KitDownloadFormat = 'pdf' | 'web' | 'assets'

export interface KitLead {
  name: string
  email: string
  company: string
  role: string
  /** 0-100, by the rule of functions/press-kit/kit-analytics.ts (see LEAD_SCORE_RULE). */
  score: number
  captured_at: string
  marketing_consent: boolean
  source: string
}

/** GET /api/press-kit/kits/{id}/analytics (functions/press-kit/kit-analytics.ts): in the timeframe. */
export interface KitAnalytics {
  downloads: {
    total: number
    allTime: number
    byFormat: Record<KitDownloadFormat, number>
    overTime: { date: string; downloads: number }[]
  }
  leads: { total: number; leads: KitLead[] }
  engagement: {
    views: number
    allTimeViews: number
    viewsOverTime: { date: string; views: number }[]
    /** Seconds. */
    avgTimeOnPage: number
    /** Percent of the page read, 0-100. */
    avgScrollDepth: number
  }
}

export const kitAnalyticsApi = {
  analytics: (kitId: string, timeframe: KitTimeframe, signal?: AbortSignal) =>
    api.get<KitAnalytics>(
      `/api/press-kit/kits/${encodeURIComponent(kitId)}/analytics?timeframe=${timeframe}`,
      { signal },
    ),
  kit: (kitId: string, signal?: AbortSignal) =>
    api.get<{ kit: PressKit }>(`/api/press-kit/kits/${encodeURIComponent(kitId)}`, { signal }),
}

/** Query keys: lib/query-keys.ts holds every resource's. */
export const kitAnalyticsKeys = queryKeys.kitAnalytics
