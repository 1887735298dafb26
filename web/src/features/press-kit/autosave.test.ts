import { describe, expect, it } from 'vitest'
import {
  type AutosaveEvent,
  autosaveDue,
  autosaveReducer,
  hasUnsavedChanges,
  INITIAL_AUTOSAVE,
  saveIndicator,
  timeAgo,
} from './autosave'

const run = (...events: AutosaveEvent[]) => events.reduce(autosaveReducer, INITIAL_AUTOSAVE)
const NOW = 1_000_000

describe('the builder save state', () => {
  it('says All changes saved, with no time, before anything was changed', () => {
    expect(saveIndicator(INITIAL_AUTOSAVE, NOW)).toEqual({ text: 'All changes saved', tone: 'saved' })
    expect(autosaveDue(INITIAL_AUTOSAVE)).toBe(false)
  })

  it('says Unsaved changes after a change and makes the auto-save due', () => {
    const state = run({ type: 'changed' })
    expect(saveIndicator(state, NOW).text).toBe('Unsaved changes')
    expect(autosaveDue(state)).toBe(true)
  })

  it('says Saving... while a save is under way, and starts no second one', () => {
    const state = run({ type: 'changed' }, { type: 'saveStarted' })
    expect(saveIndicator(state, NOW).text).toBe('Saving...')
    expect(autosaveDue(state)).toBe(false)
  })

  it('says All changes saved and Saved {time} ago once the save answers', () => {
    const state = run(
      { type: 'changed' },
      { type: 'saveStarted' },
      { type: 'saveSucceeded', revision: 1, at: NOW },
    )
    expect(saveIndicator(state, NOW + 5_000)).toEqual({
      text: 'All changes saved',
      detail: 'Saved a few seconds ago',
      tone: 'saved',
    })
    expect(saveIndicator(state, NOW + 3 * 60_000).detail).toBe('Saved 3 minutes ago')
    expect(hasUnsavedChanges(state)).toBe(false)
  })

  it('keeps a change typed during a save unsaved, and due again, after that save answers', () => {
    const state = run(
      { type: 'changed' },
      { type: 'saveStarted' },
      { type: 'changed' },
      { type: 'saveSucceeded', revision: 1, at: NOW },
    )
    expect(saveIndicator(state, NOW).text).toBe('Unsaved changes')
    expect(autosaveDue(state)).toBe(true)
  })

  it('says Save failed after a failure and waits for the next change before trying again', () => {
    const failed = run({ type: 'changed' }, { type: 'saveStarted' }, { type: 'saveFailed', revision: 1 })
    expect(saveIndicator(failed, NOW).text).toBe('Save failed')
    expect(hasUnsavedChanges(failed)).toBe(true)
    expect(autosaveDue(failed)).toBe(false)
    const changed = autosaveReducer(failed, { type: 'changed' })
    expect(saveIndicator(changed, NOW).text).toBe('Unsaved changes')
    expect(autosaveDue(changed)).toBe(true)
  })

  it('gives a change made during a failed save its own attempt', () => {
    const state = run(
      { type: 'changed' },
      { type: 'saveStarted' },
      { type: 'changed' },
      { type: 'saveFailed', revision: 1 },
    )
    expect(state.failed).toBe(false)
    expect(autosaveDue(state)).toBe(true)
  })
})

describe('timeAgo', () => {
  it.each([
    [0, 'a few seconds'],
    [44_000, 'a few seconds'],
    [60_000, '1 minute'],
    [150_000, '3 minutes'],
    [3_600_000, '1 hour'],
    [5 * 3_600_000, '5 hours'],
    [30 * 3_600_000, '1 day'],
    [-5_000, 'a few seconds'],
  ])('%d ms is "%s"', (ms, text) => {
    expect(timeAgo(ms)).toBe(text)
  })
})
