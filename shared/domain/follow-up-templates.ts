// Zod-free, so a screen takes the templates' names and words without loading the contracts (issue 18);
// contracts/automation.ts re-exports the constants for the server.

/** Follow-up templates (spec 2) and the placeholders they may use. */
export const FOLLOW_UP_TEMPLATES = ['gentle_reminder', 'check_in', 'final_followup', 'value_add'] as const
export type FollowUpTemplate = (typeof FOLLOW_UP_TEMPLATES)[number]
export const PLACEHOLDERS = ['journalist_name', 'publication', 'company_name'] as const

export const MAX_INTERVALS = 5

/** The words of each follow-up; {{placeholders}} are filled in per journalist. */
export const FOLLOW_UP_TEXTS: Record<FollowUpTemplate, { label: string; body: string }> = {
  gentle_reminder: {
    label: 'Gentle reminder',
    body: 'Hi {{journalist_name}},\n\nJust bringing this back to the top of your inbox in case it is useful for {{publication}}. Happy to send anything that helps.\n\nThanks,',
  },
  check_in: {
    label: 'Check in',
    body: 'Hi {{journalist_name}},\n\nChecking in on my note about {{company_name}}. Is this something {{publication}} might cover? If the timing is wrong, just say so and I will not follow up again.\n\nThanks,',
  },
  final_followup: {
    label: 'Final follow-up',
    body: 'Hi {{journalist_name}},\n\nLast note from me on {{company_name}}: I will leave it here. If it becomes relevant for {{publication}} later, I am glad to help.\n\nBest,',
  },
  value_add: {
    label: 'Value add',
    body: 'Hi {{journalist_name}},\n\nOne more thing that may help a story for {{publication}}: I can share data and a customer to speak with about {{company_name}}.\n\nBest,',
  },
}

export type TemplateValues = Record<(typeof PLACEHOLDERS)[number], string>

/** Placeholders in `text` that are not known: such a text is refused when saved, never sent. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(PLACEHOLDERS)
  return [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !known.has(name))
}

export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(
    /\{\{\s*(journalist_name|publication|company_name)\s*\}\}/g,
    (_, name: keyof TemplateValues) => values[name],
  )
}

/** A scheduled action's state and kind (spec 2), stored on each action in the table. */
export const ACTION_STATUSES = ['scheduled', 'paused', 'sent', 'failed'] as const
export type ActionStatus = (typeof ACTION_STATUSES)[number]
export const ACTION_TYPES = ['followup', 'reminder'] as const
export type ActionType = (typeof ACTION_TYPES)[number]
