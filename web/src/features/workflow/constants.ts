import type { PitchStatus } from '../../../../shared/contracts/pitches'
import type { MESSAGE_TEMPLATES } from '../../../../shared/contracts/workflow'

/** Spec 2's texts for the board that are not bulk errors (those are in shared/contracts/workflow.ts). */
export const WORKFLOW_TEXTS = {
  loading: 'Loading workflow...',
  loadFailed: 'Failed to load workflow',
  loadFailedWith: (message: string) => `Failed to load workflow board: ${message}`,
  total: (count: number) => `${count} total pitches`,
  bottleneckTitle: (items: number, stages: number) =>
    `Workflow Bottleneck Detected: ${items} items need attention across ${stages} stage(s)`,
  bottleneckFooter: 'Resolving bottlenecks can improve velocity by ~25%',
  noPipelineData: 'No pipeline data available',
  exportFailed: 'Failed to export workflow data',
  importFailed: 'Failed to import the file',
  metricsFailed: 'Failed to load pipeline health',
} as const

/** The filter's and the columns' names, in spec 2's words. */
export const STATUS_LABELS: Record<PitchStatus, string> = {
  drafted: 'Drafted',
  reviewed: 'Reviewed',
  pitched: 'Pitched',
  picked_up: 'Picked Up',
  archived: 'Archived',
}

/** Spec 2's four workflow tips for the settings panel. */
export const WORKFLOW_TIPS = [
  'Drag cards between columns to update their status.',
  'Cmd/Ctrl+Click cards to select several, then act on them all from the selection bar.',
  'Archive old pitches that got no response, so the board shows what still needs you.',
  'Set up automation to send follow-ups for you when a pitch is moved to Pitched.',
] as const

/** Spec 2's suggested action for each stage of the bottleneck alert. */
export const BOTTLENECK_ADVICE: Record<PitchStatus, string> = {
  drafted: 'Review these drafts and move the good ones on to pitching.',
  reviewed: 'These are reviewed and ready: pitch them while they are fresh.',
  pitched: 'Consider archiving pitches with no response after 30 days.',
  picked_up: 'Follow up on coverage: ask for the link and share it.',
  archived: 'Nothing to do: archived cards are done.',
}

export type MessageTemplateId = (typeof MESSAGE_TEMPLATES)[number]

/** The bulk message templates (spec 2 names them; the words are ours). */
export const MESSAGE_TEMPLATE_TEXTS: Record<
  MessageTemplateId,
  { label: string; subject: string; body: string }
> = {
  followup_1: {
    label: 'Follow-up 1',
    subject: 'Following up for {{publication}}',
    body: 'Hi {{first_name}},\n\nI wanted to follow up on the note I sent last week. Would the story be a fit for {{publication}}? Happy to send anything that helps.\n\nThanks,',
  },
  followup_2: {
    label: 'Follow-up 2',
    subject: 'One last note for {{publication}}',
    body: 'Hi {{first_name}},\n\nOne last nudge on my earlier pitch. If the timing is wrong for {{publication}}, no problem at all: I will not follow up again.\n\nBest,',
  },
  value_add: {
    label: 'Value add',
    subject: 'New data you may find useful',
    body: 'Hi {{first_name}},\n\nWe have new numbers that may be useful for your coverage at {{publication}}. I am glad to share them, with no strings attached.\n\nBest,',
  },
  announcement: {
    label: 'Announcement',
    subject: 'News for {{publication}} readers',
    body: 'Hi {{first_name}},\n\nWe are announcing something today that {{publication}} readers may care about. I can send our press kit and images whenever they would help, and I am around for questions.\n\nBest,',
  },
  thank_you: {
    label: 'Thank you',
    subject: 'Thank you',
    body: 'Hi {{first_name}},\n\nThank you for your time and for the coverage in {{publication}}. It made a real difference to us.\n\nWarmly,',
  },
}

/**
 * A template's words for this founder: the announcement links their published press kit when they
 * have one, rather than offering to send it.
 */
export function templateBody(id: MessageTemplateId, context: { pressKitUrl?: string | null } = {}) {
  const { body } = MESSAGE_TEMPLATE_TEXTS[id]
  if (id !== 'announcement' || !context.pressKitUrl) return body
  return body.replace(
    'I can send our press kit and images whenever they would help, and I am around for questions.',
    `Our press kit has the facts, images and contacts: ${context.pressKitUrl}\n\nI am around for questions.`,
  )
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

/** "Mar 4": when a pitch went out or its next follow-up is due. */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso))
