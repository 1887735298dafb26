import { z } from 'zod'
import { AutomationSettings, PauseRequest } from '../../shared/contracts/automation'
import { IdParams } from '../../shared/contracts/ids'
import {
  cancelScheduledAction,
  listScheduledActions,
  pauseAction,
  resumeAction,
  sendActionNow,
} from '../automation/actions'
import { getPauseSettings, pauseAutomation, pauseIdOf, resumeAutomation } from '../automation/pauses'
import { getAutomationSettings, saveAutomationSettings } from '../automation/settings'
import { container } from '../platform/container'
import { defineGroup, noContent, route } from '../platform/http'
import { authenticate } from './authenticate'

const PauseParams = IdParams.extend({
  scope: z.enum(['journalist', 'pitch'], { error: 'scope must be journalist or pitch' }),
})

export const automation = defineGroup({
  name: 'automation',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/automation/settings',
      run: async (_, caller) => ({ settings: await getAutomationSettings(container(), caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/automation/settings',
      body: AutomationSettings,
      run: async ({ body }, caller) => ({
        settings: await saveAutomationSettings(container(), caller.userId, body),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/automation/pauses',
      run: async (_, caller) => ({ pauses: await getPauseSettings(container(), caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/pauses',
      body: PauseRequest,
      run: async ({ body }, caller) => {
        await pauseAutomation(container(), caller.userId, body)
        return { pauses: await getPauseSettings(container(), caller.userId) }
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/automation/pauses/global',
      run: async (_, caller) => {
        await resumeAutomation(container(), caller.userId, 'global')
        return { pauses: await getPauseSettings(container(), caller.userId) }
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/automation/pauses/{scope}/{id}',
      params: PauseParams,
      run: async ({ params }, caller) => {
        await resumeAutomation(container(), caller.userId, pauseIdOf(params.scope, params.id))
        return { pauses: await getPauseSettings(container(), caller.userId) }
      },
    }),
    route({
      method: 'GET',
      path: '/api/automation/actions',
      run: async (_, caller) => ({ actions: await listScheduledActions(container(), caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/actions/{id}/pause',
      params: IdParams,
      run: async ({ params }, caller) => ({
        action: await pauseAction(container(), caller.userId, params.id),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/actions/{id}/resume',
      params: IdParams,
      run: async ({ params }, caller) => ({
        action: await resumeAction(container(), caller.userId, params.id),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/actions/{id}/send',
      params: IdParams,
      run: async ({ params }, caller) => ({
        action: await sendActionNow(container(), caller.userId, params.id),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/automation/actions/{id}',
      params: IdParams,
      run: async ({ params }, caller) => {
        await cancelScheduledAction(container(), caller.userId, params.id)
        return noContent()
      },
    }),
  ],
})

export const handler = automation.handler
