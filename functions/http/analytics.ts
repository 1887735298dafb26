import { z } from 'zod'
import { IdParams } from '../../shared/contracts/ids'
import { TIMEFRAMES } from '../../shared/domain/analytics'
import { dashboardCharts, dashboardInsights, dashboardMetrics } from '../analytics/analytics'
import { attachCoverage } from '../analytics/coverage'
import { container } from '../platform/container'
import { defineGroup, route } from '../platform/http'
import { authenticate } from './authenticate'

const CoverageRequest = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Enter the link of the published story' }).max(2000),
})

const TimeframeQuery = z.strictObject({
  timeframe: z.enum(TIMEFRAMES, { error: 'timeframe must be 7d, 30d, 90d or all' }).default('30d'),
})

export const analytics = defineGroup({
  name: 'analytics',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/analytics/metrics',
      query: TimeframeQuery,
      run: async ({ query }, caller) => dashboardMetrics(container(), caller.userId, query.timeframe),
    }),
    route({
      method: 'GET',
      path: '/api/analytics/charts',
      query: TimeframeQuery,
      run: async ({ query }, caller) => dashboardCharts(container(), caller.userId, query.timeframe),
    }),
    route({
      method: 'PUT',
      path: '/api/pitches/{id}/coverage',
      params: IdParams,
      body: CoverageRequest,
      run: async ({ body, params }, caller) => ({
        pitch: await attachCoverage(container(), caller.userId, params.id, body.url),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/analytics/insights',
      run: async (_, caller) => dashboardInsights(container(), caller.userId),
    }),
  ],
})

export const handler = analytics.handler
