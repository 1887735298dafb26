/** How long a just-saved field glows (spec 1, section 9); the CSS animation in styles.css lasts as long. */
export const SAVED_GLOW_MS = 2000

/** The completeness ring (spec 1, section 9). */
export const COMPLETENESS_RING_SIZE = 48
export const COMPLETENESS_RING_STROKE = 4

export const COMPANY_MESSAGES = {
  loading: 'Loading company information...',
  empty: "You haven't created any companies yet",
  createFailed: 'Failed to create company',
  activateFailed: 'Failed to update active company',
  saveFailed: 'Failed to save changes',
  notSet: 'Not set',
  /** Leaving with a field's edit unsaved (the press kit builder asks in the same words). */
  leavePrompt: 'You have unsaved changes. Are you sure you want to leave?',
} as const
