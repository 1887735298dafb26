import { createHash, randomUUID } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import {
  GENERATION_FAILED,
  MAX_REGENERATIONS,
  type Pitch,
  SUBJECT_LONGEST,
} from '../../shared/contracts/pitches'
import { type PitchStory, profileGaps, thinProfileMessage } from '../../shared/domain/pitch-brief'
import { checkPitch } from '../../shared/domain/pitch-guardrails'
import { fixedWords } from '../../shared/domain/pitches'
import { getProfile } from '../accounts/profile'
import { getCompany } from '../companies/companies'
import { deleteConversation } from '../conversations/delete-conversation'
import { getJournalist } from '../journalists/journalists'
import {
  ConflictError,
  IDEMPOTENCY_KEY_REUSED,
  NotFoundError,
  RateLimitedError,
  UnprocessableError,
  UpstreamError,
  ValidationError,
} from '../platform/errors'
import { logger } from '../platform/logger'
import { byCreation, sortedBy } from '../platform/paging'
import type { Deps } from '../ports/deps'
import type { DraftPitch, PitchBrief } from '../ports/pitch-writer'
import { getSend, pitchSendId } from '../sending/records'
import { type ConditionOps, conditionHeld, isConditionFailure } from '../store/conditions'
import { briefFacts } from './brief'
import { conversationOf, forgetConversation, withConversationFlags } from './conversation-flag'
import { consumePitch, refundPitch } from './quota'

export const PITCH_NOT_FOUND = 'Pitch not found'
type PitchRecord = EntityItem<Deps['store']['pitches']>

/**
 * Writes a pitch for one of the founder's companies and a journalist. One pitch of quota is taken
 * first (exactly once, even under concurrent requests) and given back if the writer fails.
 */
export async function generatePitch(
  deps: Deps,
  userId: string,
  input: { companyId: string; journalistId: string; idempotencyKey?: string; story?: PitchStory },
): Promise<{ pitch: Pitch; repeated: boolean }> {
  const brief = await loadBrief(deps, userId, input.companyId, input.journalistId, input.story)
  // Said before any pitch of the quota is taken, so a thin profile costs nothing.
  const gaps = profileGaps(brief.company)
  if (gaps.length > 0) throw new ValidationError(thinProfileMessage(gaps))
  if (input.idempotencyKey) {
    const earlier = await claimKey(deps, userId, input.idempotencyKey, requestHash(input))
    if (earlier) return { pitch: await getPitch(deps, userId, earlier), repeated: true }
  }
  try {
    const pitch = await writeNewPitch(deps, userId, input, brief)
    if (input.idempotencyKey) {
      await deps.store.idempotencyKeys
        .patch({ user_id: userId, key: input.idempotencyKey })
        .set({ result_id: pitch.id })
        .go()
    }
    return { pitch, repeated: false }
  } catch (error) {
    // A failed generation may be tried again with the same key.
    if (input.idempotencyKey)
      await deps.store.idempotencyKeys.delete({ user_id: userId, key: input.idempotencyKey }).go()
    throw error
  }
}

/**
 * What a generation asks for, as a retry of it must ask again: its company, journalist and story (each
 * part of the story blank or left out alike, as the contract reads them).
 */
const requestHash = (input: { companyId: string; journalistId: string; story?: PitchStory }) => {
  const { news, why, ask } = input.story ?? {}
  const story = [news, why, ask].map((part) => part?.trim() || null)
  return createHash('sha256')
    .update(JSON.stringify([input.companyId, input.journalistId, story]))
    .digest('hex')
}

/**
 * Takes an idempotency key for this request: undefined when it is new, the earlier result when a
 * retry arrives after the first request finished, ConflictError while the first is still running,
 * UnprocessableError when the key was first used for another request (which is never answered with
 * this one's pitch).
 */
async function claimKey(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  key: string,
  request_hash: string,
) {
  const ttl = Math.floor(deps.now().getTime() / 1000) + 86_400
  const taken = await conditionHeld(
    deps.store.idempotencyKeys.create({ user_id: userId, key, ttl, request_hash }).go(),
  )
  if (taken) return undefined
  const { data } = await deps.store.idempotencyKeys.get({ user_id: userId, key }).go({ consistent: true })
  if (data?.request_hash && data.request_hash !== request_hash)
    throw new UnprocessableError(IDEMPOTENCY_KEY_REUSED)
  if (!data?.result_id) throw new ConflictError('This pitch is still being generated')
  return data.result_id
}

async function writeNewPitch(
  deps: Deps,
  userId: string,
  input: { companyId: string; journalistId: string },
  brief: PitchBrief,
): Promise<Pitch> {
  brief.takenSubjects = (await subjectsOf(deps, userId, input.companyId)).map((other) => other.subject)
  const bucket = await consumePitch(deps, userId)
  let draft: DraftPitch
  try {
    draft = await deps.writer.write(brief)
  } catch (error) {
    await refundPitch(deps, userId, bucket)
    logger.error('pitch generation failed', { userId, error: String(error) })
    throw new UpstreamError(GENERATION_FAILED)
  }
  const now = deps.now().toISOString()
  const { data } = await deps.store.pitches
    .create({
      user_id: userId,
      pitch_id: randomUUID(),
      company_id: input.companyId,
      journalist_id: input.journalistId,
      ...draft,
      writer: deps.writer.name,
      flags: checkPitch(draft, briefFacts(brief)),
      journalist_name: brief.journalist.full_name,
      journalist_publication: brief.journalist.publication,
      journalist_email: brief.journalist.email ?? undefined,
      brief_news: brief.story?.news,
      brief_why: brief.story?.why,
      brief_ask: brief.story?.ask,
      created_at: now,
      updated_at: now,
    })
    .go()
  return toPitchOf(deps, userId, await distinctSubject(deps, userId, data, brief))
}

/** The subjects of the founder's pitches for a company (gsi1: company and status). */
async function subjectsOf(deps: Pick<Deps, 'store'>, userId: string, companyId: string) {
  const { data } = await deps.store.pitches.query
    .byCompany({ user_id: userId, company_id: companyId })
    .go({ pages: 'all', attributes: ['pitch_id', 'subject', 'created_at', 'journalist_name'] })
  return data
}

/** Enough for the pitchlist's three at once, each of which may be given a new subject once or twice. */
const SUBJECT_ATTEMPTS = 5

/**
 * Pitches written at the same time (the pitchlist writes three at once) cannot see each other's
 * subjects: once stored, the later of two with one subject is given a new one, so no subject is ever
 * twice among a founder's pitches for a company.
 */
async function distinctSubject(deps: Deps, userId: string, pitch: PitchRecord, brief: PitchBrief) {
  for (let attempt = 0; attempt < SUBJECT_ATTEMPTS; attempt++) {
    const others = (await subjectsOf(deps, userId, pitch.company_id)).filter(
      (other) => other.pitch_id !== pitch.pitch_id,
    )
    const same = (s: string) => s.trim().toLowerCase() === pitch.subject.trim().toLowerCase()
    const mine = byCreation(pitch.created_at, pitch.pitch_id)
    const earlier = (other: { created_at: string; pitch_id: string }) =>
      byCreation(other.created_at, other.pitch_id) < mine
    if (!others.some((other) => same(other.subject) && earlier(other))) {
      await renameLater(
        deps,
        userId,
        pitch,
        others.filter((other) => same(other.subject)),
      )
      return pitch
    }
    const taken = others.map((o) => o.subject)
    const subject = await freshSubject(deps, { ...brief, takenSubjects: taken }, pitch.subject)
    const { data } = await deps.store.pitches
      .patch({ user_id: userId, pitch_id: pitch.pitch_id })
      .set({ subject, flags: checkPitch({ ...pitch, subject }, briefFacts(brief)) })
      .where((a, op) => op.eq(a.updated_at, pitch.updated_at))
      .go({ response: 'all_new' })
      .catch((error: unknown) => {
        // Edited meanwhile: the founder's own subject stands.
        if (isConditionFailure(error)) return { data: undefined }
        throw error
      })
    if (!data) return pitch
    pitch = data as PitchRecord
  }
  return pitch
}

/**
 * Of `others`, those with this one's subject, all written after it, whose own check may have run before
 * this one was stored (and seen no clash): this one keeps the subject and gives each of them the subject
 * with its journalist's name, unless it has changed its subject meanwhile.
 */
async function renameLater(
  deps: Pick<Deps, 'store'>,
  userId: string,
  pitch: PitchRecord,
  others: { pitch_id: string; subject: string; journalist_name: string }[],
) {
  const key = (subject: string) => subject.trim().toLowerCase()
  const later = others.filter((other) => key(other.subject) === key(pitch.subject))
  const taken = new Set([pitch.subject, ...others.map((other) => other.subject)].map(key))
  for (const other of later) {
    const subject = subjectFor(other.subject, other.journalist_name, taken)
    taken.add(key(subject))
    await deps.store.pitches
      .patch({ user_id: userId, pitch_id: other.pitch_id })
      .set({ subject })
      .where((a, op) => op.eq(a.subject, other.subject))
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error
      })
  }
}

/**
 * The old subject, shortened to leave room for the journalist's name and, if that is taken too (two
 * pitches to one journalist written at once), a number: one that `taken` (lower case) does not hold.
 */
function subjectFor(old: string, journalistName: string, taken: Set<string>) {
  const suffix = `, for ${journalistName}`
  const ending = (tail: string) => {
    const words = old.split(' ')
    while (words.length > 1 && `${words.join(' ')}${tail}`.length > SUBJECT_LONGEST) words.pop()
    return `${words.join(' ')}${tail}`.slice(0, SUBJECT_LONGEST)
  }
  const tails = [suffix, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${suffix} (${n})`)]
  const free = tails.map(ending).find((subject) => !taken.has(subject.trim().toLowerCase()))
  return free ?? ending(`${suffix} (${randomUUID().slice(0, 4)})`)
}

/**
 * A subject none of `brief.takenSubjects` has: the writer's, asked again with them, else (a writer that
 * fails or repeats itself) the old one for this journalist by name.
 */
async function freshSubject(deps: Pick<Deps, 'writer'>, brief: PitchBrief, old: string) {
  const taken = new Set(brief.takenSubjects?.map((s) => s.trim().toLowerCase()))
  const draft = await deps.writer.write(brief).catch((error: unknown) => {
    logger.warn('a second subject could not be written', { error: String(error) })
    return undefined
  })
  if (draft && !taken.has(draft.subject.trim().toLowerCase())) return draft.subject
  return subjectFor(old, brief.journalist.full_name, taken)
}

/** The pitch's send stands as it was read: no send recorded or scheduled since. */
const unsentAsRead =
  (pitch: { send_status?: string | null }) => (a: { send_status: unknown }, op: ConditionOps) =>
    pitch.send_status ? op.eq(a.send_status, pitch.send_status) : op.notExists(a.send_status)

/**
 * Why the pitch's words can change no more, if they cannot: its own state (sent, scheduled), or a send
 * of it recorded and not final yet (queued by a bulk send, or put back on the queue), which carries the
 * words it was given, though the pitch is marked only once it lands.
 */
async function wordsFixedOf(deps: Pick<Deps, 'store'>, pitch: PitchRecord) {
  const fixed = fixedWords(pitch)
  if (fixed) return fixed
  const send = await getSend(deps, pitch.user_id, pitchSendId(pitch))
  return send ? fixedWords({ sent_at: send.sent_at, send_status: send.status }) : undefined
}

/** A new subject and body for an existing pitch: no quota, at most MAX_REGENERATIONS times. */
export async function regeneratePitch(deps: Deps, userId: string, pitchId: string) {
  const pitch = await getPitchRecord(deps, userId, pitchId)
  const fixed = await wordsFixedOf(deps, pitch)
  if (fixed) throw new ConflictError(fixed)
  if (pitch.regenerations >= MAX_REGENERATIONS) throw new RateLimitedError(regenerationLimit())
  const brief = await loadBrief(deps, userId, pitch.company_id, pitch.journalist_id, storyOf(pitch))
  brief.takenSubjects = (await subjectsOf(deps, userId, pitch.company_id))
    .filter((other) => other.pitch_id !== pitchId)
    .map((other) => other.subject)
  const previous = {
    draft: { subject: pitch.subject, content: pitch.content, angle: pitch.angle },
    attempt: pitch.regenerations + 1,
  }
  const draft = await deps.writer.write(brief, previous).catch((error: unknown) => {
    logger.error('pitch regeneration failed', { userId, pitchId, error: String(error) })
    throw new UpstreamError(GENERATION_FAILED)
  })
  const updatedAt = deps.now().toISOString()
  const earlier: EarlierDraft = {
    subject: pitch.subject,
    content: pitch.content,
    angle: pitch.angle,
    writer: pitch.writer,
    flags: pitch.flags,
    replaced_at: updatedAt,
  }
  const { data } = await deps.store.pitches
    .patch({ user_id: userId, pitch_id: pitchId })
    .set({
      ...draft,
      writer: deps.writer.name,
      flags: checkPitch(draft, briefFacts(brief)),
      earlier_draft: JSON.stringify(earlier),
      updated_at: updatedAt,
    })
    .add({ regenerations: 1 })
    // Unedited since it was read (the earlier draft is what the founder last saw), and unsent.
    .where(
      (a, op) =>
        `${op.lt(a.regenerations, MAX_REGENERATIONS)} AND ${op.eq(a.updated_at, pitch.updated_at)} AND ${unsentAsRead(pitch)(a, op)}`,
    )
    .go({ response: 'all_new' })
    .catch(async (error: unknown) => {
      if (!isConditionFailure(error)) throw error
      // Regenerated meanwhile up to the limit, sent or scheduled meanwhile, or its send settled.
      const now = await getPitchRecord(deps, userId, pitchId)
      const fixed = await wordsFixedOf(deps, now)
      if (fixed) throw new ConflictError(fixed)
      throw now.regenerations >= MAX_REGENERATIONS
        ? new RateLimitedError(regenerationLimit())
        : new ConflictError(PITCH_CHANGED)
    })
  return toPitchOf(deps, userId, data as PitchRecord)
}

/** What a regeneration replaced, and when (the regenerated pitch's `updated_at`). */
interface EarlierDraft {
  subject: string
  content: string
  angle?: PitchRecord['angle']
  writer: string
  flags: string[]
  replaced_at: string
}

/** The draft a regeneration replaced, while the pitch is still as that regeneration left it. */
function earlierDraftOf(record: PitchRecord): EarlierDraft | undefined {
  if (!record.earlier_draft) return undefined
  const earlier = JSON.parse(record.earlier_draft) as EarlierDraft
  return earlier.replaced_at === record.updated_at ? earlier : undefined
}

export const NO_EARLIER_DRAFT = 'This pitch has no earlier version to go back to'
export const CHANGED_SINCE_REGENERATED =
  'This pitch changed since it was regenerated: its earlier version can no longer be brought back'

/**
 * Puts back the words the last regeneration replaced, as they were (angle and checks too), while the
 * pitch is still as that regeneration left it and unsent. The regeneration stays counted: its words were
 * written. Once back, there is nothing more to go back to.
 */
export async function undoRegeneration(deps: Deps, userId: string, pitchId: string) {
  const pitch = await getPitchRecord(deps, userId, pitchId)
  if (!pitch.earlier_draft) throw new ConflictError(NO_EARLIER_DRAFT)
  const fixed = await wordsFixedOf(deps, pitch)
  if (fixed) throw new ConflictError(fixed)
  const earlier = earlierDraftOf(pitch)
  if (!earlier) throw new ConflictError(CHANGED_SINCE_REGENERATED)
  const restore = deps.store.pitches.patch({ user_id: userId, pitch_id: pitchId }).set({
    subject: earlier.subject,
    content: earlier.content,
    writer: earlier.writer,
    flags: earlier.flags,
    ...(earlier.angle && { angle: earlier.angle }),
    updated_at: deps.now().toISOString(),
  })
  const { data } = await restore
    .remove(earlier.angle ? ['earlier_draft'] : ['earlier_draft', 'angle'])
    .where((a, op) => `${op.eq(a.updated_at, pitch.updated_at)} AND ${unsentAsRead(pitch)(a, op)}`)
    .go({ response: 'all_new' })
    .catch(async (error: unknown) => {
      if (!isConditionFailure(error)) throw error
      const now = await getPitchRecord(deps, userId, pitchId)
      throw new ConflictError((await wordsFixedOf(deps, now)) ?? CHANGED_SINCE_REGENERATED)
    })
  return toPitchOf(deps, userId, data as PitchRecord)
}

// A user's pitches, newest first; of one company through its index (gsi1: company and status).
export async function listPitches(deps: Pick<Deps, 'store'>, userId: string, companyId?: string) {
  const { data } = companyId
    ? await deps.store.pitches.query
        .byCompany({ user_id: userId, company_id: companyId })
        .go({ pages: 'all' })
    : await deps.store.pitches.query.byUser({ user_id: userId }).go({ pages: 'all' })
  return sortedBy((await withConversationFlags(deps, userId, data)).map(toPitch), pitchOrder, 'descending')
}

/** One pitch as the API answers it, its conversation flag asked for first if it has none yet. */
async function toPitchOf(deps: Pick<Deps, 'store'>, userId: string, record: PitchRecord) {
  const [flagged = record] = await withConversationFlags(deps, userId, [record])
  return toPitch(flagged)
}

/** Newest first. */
export const pitchOrder = (pitch: { created_at: string; id: string }) =>
  byCreation(pitch.created_at, pitch.id)

export async function getPitch(deps: Pick<Deps, 'store'>, userId: string, pitchId: string) {
  return toPitchOf(deps, userId, await getPitchRecord(deps, userId, pitchId))
}

/**
 * The founder's own subject or body. The guardrails look at the edited draft as they looked at the
 * written one, so a flag goes when its cause is edited out and comes when one is edited in. The write is
 * conditional on the version read, so flags always describe the subject and body stored beside them.
 */
export async function updatePitch(
  deps: Deps,
  userId: string,
  pitchId: string,
  changes: { subject?: string; content?: string },
) {
  for (let attempt = 1; ; attempt++) {
    const pitch = await getPitchRecord(deps, userId, pitchId)
    const fixed = await wordsFixedOf(deps, pitch)
    if (fixed) throw new ConflictError(fixed)
    const draft = { subject: changes.subject ?? pitch.subject, content: changes.content ?? pitch.content }
    const brief = await loadBrief(deps, userId, pitch.company_id, pitch.journalist_id, storyOf(pitch))
    const updated = await deps.store.pitches
      .patch({ user_id: userId, pitch_id: pitchId })
      .set({ ...changes, flags: checkPitch(draft, briefFacts(brief)), updated_at: deps.now().toISOString() })
      // Unchanged since it was read, and not sent or scheduled meanwhile (which leaves updated_at).
      .where((a, op) => `${op.eq(a.updated_at, pitch.updated_at)} AND ${unsentAsRead(pitch)(a, op)}`)
      .go({ response: 'all_new' })
      .catch((error: unknown) => {
        // Changed (or deleted) since it was read: read it again.
        if (isConditionFailure(error) && attempt < 3) return undefined
        if (isConditionFailure(error)) throw new ConflictError(PITCH_CHANGED)
        throw error
      })
    if (updated) return toPitchOf(deps, userId, updated.data as PitchRecord)
  }
}

export const PITCH_CHANGED = 'This pitch changed while you edited it: reload it and try again'

/** Deletes a pitch for good, and its conversation with it. */
export async function deletePitch(deps: Pick<Deps, 'store' | 'blobs'>, userId: string, pitchId: string) {
  const { data } = await deps.store.pitches
    .delete({ user_id: userId, pitch_id: pitchId })
    .go({ response: 'all_old' })
  if (!data) throw new NotFoundError(PITCH_NOT_FOUND)
  await deleteConversation(deps, userId, pitchId)
  await forgetConversation(deps, data as PitchRecord)
}

async function loadBrief(
  deps: Deps,
  userId: string,
  companyId: string,
  journalistId: string,
  story?: PitchStory,
): Promise<PitchBrief> {
  const [company, journalist, profile] = await Promise.all([
    getCompany(deps, userId, companyId),
    getJournalist(deps, journalistId),
    getProfile(deps, userId),
  ])
  return {
    company,
    journalist,
    founder: { first_name: profile.first_name, last_name: profile.last_name },
    story,
  }
}

/** The brief the founder gave for a pitch, kept on it. */
const storyOf = (pitch: PitchRecord): PitchStory => ({
  news: pitch.brief_news,
  why: pitch.brief_why,
  ask: pitch.brief_ask,
})

/** Throws NotFoundError unless the founder has the pitch: a route's ownership check (route's `owned`). */
export async function findOwnPitch(deps: Pick<Deps, 'store'>, userId: string, pitchId: string) {
  await getPitchRecord(deps, userId, pitchId)
}

// Read consistently: routes answer with the pitch right after writing it (a send, a move, a cancel).
async function getPitchRecord(deps: Pick<Deps, 'store'>, userId: string, pitchId: string) {
  const { data } = await deps.store.pitches
    .get({ user_id: userId, pitch_id: pitchId })
    .go({ consistent: true })
  if (!data) throw new NotFoundError(PITCH_NOT_FOUND)
  return data
}

const regenerationLimit = () => `This pitch has already been regenerated ${MAX_REGENERATIONS} times`

/** The API's pitch (its conversation flag read as stored: see conversation-flag.ts). */
function toPitch(record: PitchRecord): Pitch {
  return {
    id: record.pitch_id,
    status: record.status,
    subject: record.subject,
    content: record.content,
    angle: record.angle ?? null,
    writer: record.writer,
    journalist: {
      full_name: record.journalist_name,
      publication: record.journalist_publication,
      email: record.journalist_email ?? null,
    },
    company_id: record.company_id,
    journalist_id: record.journalist_id,
    sent_at: record.sent_at ?? null,
    send_status: record.send_status ?? null,
    scheduled_for: record.scheduled_for ?? null,
    replied_at: record.replied_at ?? null,
    reply_snippet: record.last_reply_snippet ?? null,
    out_of_office_until: record.out_of_office_until ?? null,
    journalist_wrote_at: record.journalist_wrote_at ?? null,
    in_conversation: conversationOf(record),
    coverage: record.coverage_url
      ? { url: record.coverage_url, title: record.coverage_title ?? '', date: record.coverage_date ?? '' }
      : null,
    created_at: record.created_at,
    updated_at: record.updated_at,
    regenerations: record.regenerations,
    earlier_version: earlierDraftOf(record) !== undefined && !fixedWords(record),
    flags: record.flags ?? [],
  }
}
