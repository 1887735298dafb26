// The workflow board's texts and limits, zod-free so the board shows without loading the contracts
// (issue 18); contracts/workflow.ts re-exports them for the server.

/** Spec 2 section 8's bulk texts. */
export const WORKFLOW_MESSAGES = {
  moveFailed: 'Failed to move items',
  sendFailed: 'Failed to send pitches',
  messageFailed: 'Failed to send messages',
  deleteFailed: 'Failed to delete items',
  undoFailed: 'Failed to undo operation',
  redoFailed: 'Failed to redo operation',
  needSubjectAndBody: 'Please enter a subject and message',
} as const

export const BULK_BATCH_SIZE = 10
export const UNDO_HISTORY = 10
export const MESSAGE_TEMPLATES = [
  'followup_1',
  'followup_2',
  'value_add',
  'announcement',
  'thank_you',
] as const
