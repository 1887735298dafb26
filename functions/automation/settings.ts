import { AutomationSettings, DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import type { Deps } from '../ports/deps'

type SettingsDeps = Pick<Deps, 'store' | 'now'>

/** The founder's automation settings, or spec 2's defaults when they have saved none. */
export async function getAutomationSettings(deps: SettingsDeps, userId: string): Promise<AutomationSettings> {
  const { data } = await deps.store.automationSettings.get({ user_id: userId }).go()
  if (!data) return DEFAULT_AUTOMATION_SETTINGS
  const parsed = AutomationSettings.safeParse(JSON.parse(data.settings))
  return parsed.success ? parsed.data : DEFAULT_AUTOMATION_SETTINGS
}

/** Saves validated settings; follow-ups already scheduled keep their times. */
export async function saveAutomationSettings(
  deps: SettingsDeps,
  userId: string,
  settings: AutomationSettings,
) {
  await deps.store.automationSettings
    .put({ user_id: userId, settings: JSON.stringify(settings), updated_at: deps.now().toISOString() })
    .go()
  return settings
}
