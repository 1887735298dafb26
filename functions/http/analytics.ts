import { ConfirmFoundCoverageRequest, CoverageRequest } from '../../shared/contracts/coverage'
import { IdParams } from '../../shared/contracts/ids'
import * as z from '../../shared/contracts/zod'
import { TIMEFRAMES } from '../../shared/domain/analytics'
import { dashboardCharts, dashboardInsights, dashboardMetrics } from '../analytics/analytics'
import { attachCoverage } from '../analytics/coverage'
import { confirmFoundCoverage, dismissFoundCoverage, listFoundCoverage } from '../analytics/found-coverage'
import { defineGroup, route } from '../platform/http'
import { pagesPort } from '../platform/wiring/pages'
import { schedulerPort } from '../platform/wiring/scheduler'
import { authenticate } from './authenticate'
import { ownFoundCoverage, ownPitch } from './owned'

const TimeframeQuery = z.strictObject({
  timeframe: z._default(z.enum(TIMEFRAMES, { error: 'timeframe must be 7d, 30d, 90d or all' }), '30d'),
})

export const analytics = defineGroup({
  name: 'analytics',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'followups:schedule'],
  ports: { pages: pagesPort, scheduler: schedulerPort },
  routes: [
    route({
      method: 'GET',
      path: '/api/analytics/metrics',
      query: TimeframeQuery,
      run: async ({ query, deps }, caller) => dashboardMetrics(deps, caller.userId, query.timeframe),
    }),
    route({
      method: 'GET',
      path: '/api/analytics/charts',
      query: TimeframeQuery,
      run: async ({ query, deps }, caller) => dashboardCharts(deps, caller.userId, query.timeframe),
    }),
    route({
      method: 'PUT',
      path: '/api/pitches/{id}/coverage',
      params: IdParams,
      owned: ownPitch,
      body: CoverageRequest,
      run: async ({ body, params, deps }, caller) => ({
        pitch: await attachCoverage(deps, caller.userId, params.id, body.url),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/coverage/found',
      run: async ({ deps }, caller) => ({ found: await listFoundCoverage(deps, caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/coverage/found/{id}/confirm',
      params: IdParams,
      owned: ownFoundCoverage,
      body: ConfirmFoundCoverageRequest,
      run: async ({ body, params, deps }, caller) =>
        confirmFoundCoverage(deps, caller.userId, params.id, { moveToPickedUp: body.moveToPickedUp }),
    }),
    route({
      method: 'POST',
      path: '/api/coverage/found/{id}/dismiss',
      params: IdParams,
      owned: ownFoundCoverage,
      run: async ({ params, deps }, caller) => dismissFoundCoverage(deps, caller.userId, params.id),
    }),
    route({
      method: 'GET',
      path: '/api/analytics/insights',
      query: TimeframeQuery,
      run: async ({ query, deps }, caller) => dashboardInsights(deps, caller.userId, query.timeframe),
    }),
  ],
})

export const handler = analytics.handler
