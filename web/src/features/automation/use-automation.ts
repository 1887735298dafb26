import { useCallback } from 'react'
import type { AutomationSettings, PauseRequest } from '../../../../shared/contracts/automation'
import { queryKeys } from '../../lib/query-keys'
import { automationApi } from './api'
import { AUTOMATION_TEXTS } from './constants'
import { useResource } from './use-resource'

const loadPauses = async (signal: AbortSignal) => (await automationApi.pauses(signal)).pauses
const loadActions = async (signal: AbortSignal) => (await automationApi.actions(signal)).actions
const loadSettings = async (signal: AbortSignal) => (await automationApi.settings(signal)).settings

/** Whether automations are paused for everything, and until when; pausing and resuming all. */
export function usePauses() {
  const resource = useResource(queryKeys.automation.pauses, loadPauses, AUTOMATION_TEXTS.statusFailed)
  const { update } = resource
  const pauseAll = useCallback(
    async (request: PauseRequest) => {
      const { pauses } = await automationApi.pauseAll(request)
      update(() => pauses)
    },
    [update],
  )
  const resumeAll = useCallback(async () => {
    const { pauses } = await automationApi.resumeAll()
    update(() => pauses)
  }, [update])
  return { ...resource, pauseAll, resumeAll }
}

export type ActionCommand = 'pause' | 'resume' | 'send' | 'cancel'

/** What is scheduled or paused, soonest first; each command's answer replaces or removes the action. */
export function useScheduledActions() {
  const resource = useResource(queryKeys.automation.actions, loadActions, AUTOMATION_TEXTS.actionsFailed)
  const { update } = resource
  const run = useCallback(
    async (id: string, command: ActionCommand) => {
      if (command === 'cancel') {
        await automationApi.cancelAction(id)
        update((actions) => actions.filter((action) => action.id !== id))
        return
      }
      const call = {
        pause: automationApi.pauseAction,
        resume: automationApi.resumeAction,
        send: automationApi.sendAction,
      }[command]
      const { action } = await call(id)
      // The list holds what is still to go out: a sent (or failed) action leaves it.
      update((actions) =>
        action.status === 'scheduled' || action.status === 'paused'
          ? actions.map((known) => (known.id === id ? action : known))
          : actions.filter((known) => known.id !== id),
      )
    },
    [update],
  )
  return { ...resource, run }
}

/** The founder's follow-up settings (the defaults when they have none). */
export function useAutomationSettings() {
  const resource = useResource(queryKeys.automation.settings, loadSettings, AUTOMATION_TEXTS.settingsFailed)
  const { update } = resource
  const save = useCallback(
    async (settings: AutomationSettings) => {
      const saved = (await automationApi.saveSettings(settings)).settings
      update(() => saved)
      return saved
    },
    [update],
  )
  return { ...resource, save }
}
