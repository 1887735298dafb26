import type { ScheduledActionView } from '../../../../shared/contracts/automation'

/** A scheduled reminder to a test journalist; only what a test names changes. */
export function actionAt(id: string, scheduledFor: string, changes: Partial<ScheduledActionView> = {}) {
  return {
    id,
    type: 'reminder',
    scheduled_for: scheduledFor,
    template: 'gentle_reminder',
    status: 'scheduled',
    attempt_number: 1,
    pitch_id: 'pitch-1',
    user_id: 'user-1',
    reason: null,
    journalist: { id: 'j-1', name: 'Casey Reporter', publication: 'The Test Gazette' },
    pitch: { subject: 'Robots that unload trucks' },
    ...changes,
  } satisfies ScheduledActionView as ScheduledActionView
}
