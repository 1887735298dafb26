import { AutomationSettings, PauseRequest } from '../../shared/contracts/automation'
import { IdParams } from '../../shared/contracts/ids'
import * as z from '../../shared/contracts/zod'
import {
  cancelScheduledAction,
  listScheduledActions,
  pauseAction,
  resumeAction,
  sendActionNow,
  turnOnFollowUps,
} from '../automation/actions'
import { getPauseSettings, pauseAutomation, pauseIdOf, resumeAutomation } from '../automation/pauses'
import { getAutomationSettings, saveAutomationSettings } from '../automation/settings'
import { defineGroup, noContent, route } from '../platform/http'
import { mailDomainsPort, mailerPort } from '../platform/wiring/mailer'
import { schedulerPort } from '../platform/wiring/scheduler'
import { authenticate } from './authenticate'

const PauseParams = z.extend(IdParams, {
  scope: z.enum(['journalist', 'pitch'], { error: 'scope must be journalist or pitch' }),
})

export const automation = defineGroup({
  name: 'automation',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'mail:send', 'followups:schedule'],
  ports: { scheduler: schedulerPort, mailer: mailerPort, mailDomains: mailDomainsPort },
  routes: [
    route({
      method: 'GET',
      path: '/api/automation/settings',
      run: async ({ deps }, caller) => ({ settings: await getAutomationSettings(deps, caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/automation/settings',
      body: AutomationSettings,
      run: async ({ body, deps }, caller) => ({
        settings: await saveAutomationSettings(deps, caller.userId, body),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/automation/pauses',
      run: async ({ deps }, caller) => ({ pauses: await getPauseSettings(deps, caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/pauses',
      body: PauseRequest,
      run: async ({ body, deps }, caller) => {
        await pauseAutomation(deps, caller.userId, body)
        return { pauses: await getPauseSettings(deps, caller.userId) }
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/automation/pauses/global',
      run: async ({ deps }, caller) => {
        await resumeAutomation(deps, caller.userId, 'global')
        return { pauses: await getPauseSettings(deps, caller.userId) }
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/automation/pauses/{scope}/{id}',
      params: PauseParams,
      run: async ({ params, deps }, caller) => {
        await resumeAutomation(deps, caller.userId, pauseIdOf(params.scope, params.id))
        return { pauses: await getPauseSettings(deps, caller.userId) }
      },
    }),
    route({
      method: 'GET',
      path: '/api/automation/actions',
      run: async ({ deps }, caller) => ({ actions: await listScheduledActions(deps, caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/actions/{id}/pause',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        action: await pauseAction(deps, caller.userId, params.id),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/actions/{id}/resume',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        action: await resumeAction(deps, caller.userId, params.id),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/actions/{id}/send',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        action: await sendActionNow(deps, caller.userId, params.id),
      }),
    }),
    // Follow-ups for a pitch to a journalist already in a conversation with the founder.
    route({
      method: 'POST',
      path: '/api/pitches/{id}/follow-ups',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        actions: await turnOnFollowUps(deps, caller.userId, params.id),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/automation/actions/{id}',
      params: IdParams,
      run: async ({ params, deps }, caller) => {
        await cancelScheduledAction(deps, caller.userId, params.id)
        return noContent()
      },
    }),
  ],
})

export const handler = automation.handler
