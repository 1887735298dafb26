import type { KeyValueStorage } from './session-storage'

// Reached through at call time so modules using it also load where there is no window (unit tests).
export const browserStorage: KeyValueStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
}
