import { AutomationSettings, PauseRequest } from '../../shared/contracts/automation'
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
import { ValidationError } from '../platform/errors'
import { defineGroup, noContent, route } from '../platform/http'
import { authenticate } from './authenticate'

const SCOPES = new Set(['journalist', 'pitch'])

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
      run: async ({ params }, caller) => {
        const scope = params.scope ?? ''
        if (!SCOPES.has(scope)) throw new ValidationError('scope must be journalist or pitch')
        await resumeAutomation(container(), caller.userId, pauseIdOf(scope as 'journalist', params.id))
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
      run: async ({ params }, caller) => ({
        action: await pauseAction(container(), caller.userId, params.id ?? ''),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/actions/{id}/resume',
      run: async ({ params }, caller) => ({
        action: await resumeAction(container(), caller.userId, params.id ?? ''),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/automation/actions/{id}/send',
      run: async ({ params }, caller) => ({
        action: await sendActionNow(container(), caller.userId, params.id ?? ''),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/automation/actions/{id}',
      run: async ({ params }, caller) => {
        await cancelScheduledAction(container(), caller.userId, params.id ?? '')
        return noContent()
      },
    }),
  ],
})

export const handler = automation.handler
