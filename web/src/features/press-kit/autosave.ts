/**
 * The builder's save state as a pure machine. Every change bumps `revision`; a save carries the
 * revision it started from, so changes typed while it was in flight stay unsaved after it answers.
 */
export interface AutosaveState {
  revision: number
  savedRevision: number
  /** The revision being saved, or null when no save is under way. */
  saving: number | null
  /** The last save failed and nothing has changed since: no automatic retry until the next change. */
  failed: boolean
  lastSavedAt: number | null
}

export type AutosaveEvent =
  | { type: 'changed' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; revision: number; at: number }
  | { type: 'saveFailed'; revision: number }

/** Spec 2 §9: the auto-save delay. */
export const AUTOSAVE_DELAY_MS = 3000

export const INITIAL_AUTOSAVE: AutosaveState = {
  revision: 0,
  savedRevision: 0,
  saving: null,
  failed: false,
  lastSavedAt: null,
}

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'changed':
      return { ...state, revision: state.revision + 1, failed: false }
    case 'saveStarted':
      return { ...state, saving: state.revision }
    case 'saveSucceeded':
      return {
        ...state,
        saving: null,
        failed: false,
        savedRevision: Math.max(state.savedRevision, event.revision),
        lastSavedAt: event.at,
      }
    case 'saveFailed':
      // A change made during the failed save is newer than the failure: it gets its own attempt.
      return { ...state, saving: null, failed: state.revision === event.revision }
  }
}

export const hasUnsavedChanges = (state: AutosaveState) => state.revision > state.savedRevision

/** Whether the 3-second timer should run: something unsaved, no save under way, no failure to look at. */
export const autosaveDue = (state: AutosaveState) =>
  hasUnsavedChanges(state) && state.saving === null && !state.failed

/** "a few seconds", "1 minute", "5 minutes", "2 hours", "3 days": the {time} of 'Saved {time} ago'. */
export function timeAgo(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 45) return 'a few seconds'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`
  const days = Math.round(hours / 24)
  return days === 1 ? '1 day' : `${days} days`
}

export type IndicatorTone = 'saving' | 'unsaved' | 'saved' | 'failed'

/** Spec 2 §4's indicator: Saving..., Unsaved changes, Save failed, or All changes saved (and when). */
export function saveIndicator(
  state: AutosaveState,
  now: number,
): { text: string; detail?: string; tone: IndicatorTone } {
  if (state.saving !== null) return { text: 'Saving...', tone: 'saving' }
  if (state.failed) return { text: 'Save failed', tone: 'failed' }
  if (hasUnsavedChanges(state)) return { text: 'Unsaved changes', tone: 'unsaved' }
  const detail = state.lastSavedAt === null ? undefined : `Saved ${timeAgo(now - state.lastSavedAt)} ago`
  return { text: 'All changes saved', detail, tone: 'saved' }
}
