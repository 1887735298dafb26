import { randomUUID } from 'node:crypto'
import { sendRequested } from '../../events/send-requested'
import { NO_VALID_RECIPIENTS } from '../../shared/contracts/sending'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import {
  FOLLOW_UP_MESSAGE_TEMPLATES,
  fillMessage,
  type MESSAGE_TEMPLATES,
  signMessage,
  wasPitched,
} from '../../shared/domain/workflow'
import { NotFoundError, ValidationError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { getEvery } from '../store/batch-get'
import { scheduleNameAt } from './deliver'
import { groupsRecheckedLater } from './recheck'
import { recordIntent } from './records'
import { checkScheduledTime, createBulkJob, getBulkJob, handOnAgain } from './send-pitch'
import { senderName } from './sender-settings'

type MessageDeps = Pick<Deps, 'store' | 'settings' | 'now' | 'scheduler' | 'queue'>

/**
 * One message to the journalist of each selected card (the workflow board's bulk message), now or
 * at a chosen time, through the same queue and checks as every send. Cards whose journalist has no
 * e-mail are skipped, and so are cards never pitched when the template is a follow-up; none left is
 * 'No valid recipients found'.
 */
export async function bulkMessage(
  deps: MessageDeps,
  userId: string,
  input: {
    ids: string[]
    subject: string
    body: string
    personalize: boolean
    templateId?: (typeof MESSAGE_TEMPLATES)[number]
    scheduledFor?: string
    requestId?: string
  },
) {
  const pitches = await getEvery(
    [...new Set(input.ids)].map((pitch_id) => ({ user_id: userId, pitch_id })),
    (keys) => deps.store.pitches.get(keys).go(),
  )
  const followUp = !!input.templateId && FOLLOW_UP_MESSAGE_TEMPLATES.includes(input.templateId)
  const unreachable = (pitch: (typeof pitches)[number]) =>
    !pitch.journalist_email
      ? SKIP_REASONS.noEmail
      : followUp && !wasPitched(pitch)
        ? SKIP_REASONS.notPitched
        : undefined
  const recipients = pitches.filter((pitch) => !unreachable(pitch))
  if (recipients.length === 0) throw new NotFoundError(NO_VALID_RECIPIENTS)
  const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : undefined
  if (scheduledFor) checkScheduledTime(scheduledFor, deps.now())
  const skipped = pitches.flatMap((pitch) => unreachable(pitch) ?? [])
  const jobId = input.requestId ?? randomUUID()
  const sendIdOf = (pitch: (typeof recipients)[number]) => `message-${jobId}-${pitch.pitch_id}`
  // A look at each group again in a while comes before the job and its sends, and each send's own
  // schedule before its record: a request that stops anywhere leaves no send waiting with nothing to
  // hand it on, and a job that ends.
  const groups = await groupsRecheckedLater(deps, { userId, jobId }, recipients, sendIdOf)
  await createBulkJob(deps, { userId, jobId, requestId: input.requestId }, pitches.length, skipped)
  const companyIds = [...new Set(recipients.map((pitch) => pitch.company_id))]
  const companies = await getEvery(
    companyIds.map((company_id) => ({ user_id: userId, company_id })),
    (keys) => deps.store.companies.get(keys).go(),
  )
  const companyName = new Map(companies.map((company) => [company.company_id, company.name]))
  const signature = await senderName(deps, userId)
  const later = scheduledFor && scheduledFor > deps.now() ? scheduledFor : undefined
  for (const group of groups) {
    for (const pitch of group) {
      const fill = (text: string) =>
        fillMessage(text, {
          journalist: input.personalize
            ? { name: pitch.journalist_name, publication: pitch.journalist_publication }
            : undefined,
          companyName: companyName.get(pitch.company_id) ?? '',
        })
      const sendId = sendIdOf(pitch)
      const message = sendRequested(userId, sendId)
      if (later) await deps.scheduler.schedule(scheduleNameAt(sendId, later), later, message)
      const { send, created } = await recordIntent(deps, {
        userId,
        sendId,
        kind: 'message',
        pitchId: pitch.pitch_id,
        journalistId: pitch.journalist_id,
        jobId,
        to: { name: pitch.journalist_name, email: pitch.journalist_email ?? '' },
        subject: fill(input.subject),
        body: signMessage(fill(input.body), signature),
        scheduledFor: later,
      })
      if (!created)
        await handOnAgain(deps, send) // the same request again: its sends exist
      else if (!later) await deps.queue.enqueue([message])
    }
  }
  return getBulkJob(deps, userId, jobId)
}
