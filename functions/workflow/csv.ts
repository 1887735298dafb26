import { randomUUID } from 'node:crypto'
import type { CreateEntityItem } from 'electrodb'
import {
  PITCH_ANGLES,
  PITCH_STATUSES,
  type PitchAngle,
  type PitchStatus,
} from '../../shared/contracts/pitches'
import { hasForbiddenCharacter, hasLineBreak } from '../../shared/contracts/text'
import { unguardedCell } from '../../shared/domain/csv'
import { getCompany } from '../companies/companies'
import { parseCsv, toCsv } from '../journalists/csv'
import { ValidationError } from '../platform/errors'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { listCards, pitchRecords } from './cards'

export const CARD_CSV_HEADER = [
  'journalist',
  'publication',
  'email',
  'status',
  'subject',
  'sent',
  'last_interaction',
  'angle',
  'body',
]

/** The most text a body cell may hold, as an edited pitch's content (shared/contracts/pitches). */
const BODY_MAX_LENGTH = 10_000

/**
 * The most rows one import takes: a file of them is read, checked and written well inside API
 * Gateway's 30 seconds. A larger one is refused before anything is written, with the way round it.
 */
export const IMPORT_MAX_ROWS = 2_000

/**
 * Cards written at once, one request each: the file's 2,000 rows in a second or two, while a table
 * at its provisioned rate throttles (and the SDK retries) only a few of them at a time.
 */
const WRITES_AT_ONCE = 25

/** What a row whose card could not be written is told: nothing of it was made, so a new import adds it. */
export const IMPORT_NOT_WRITTEN = 'Not saved: import the file again to add it'

/** 'Export Workflow Data': the cards as CSV, each cell safe from spreadsheet formulas. */
export async function exportCards(deps: Pick<Deps, 'store'>, userId: string) {
  const cards = await listCards(deps, userId)
  return toCsv(
    CARD_CSV_HEADER,
    cards.map((c) => [
      c.journalist.full_name,
      c.journalist.publication,
      c.journalist.email ?? '',
      c.status,
      c.pitch.subject,
      c.pitch.sent_at ?? '',
      c.pitch.last_interaction ?? '',
      c.pitch.angle ?? '',
      c.pitch.content,
    ]),
  )
}

/**
 * 'Import from CSV': a card for each row whose journalist exists in the database (matched by e-mail,
 * else by name and publication), with the row's body and angle when it gives them; a row without a
 * body makes a pitch still to write (it cannot be sent until it has text), and one without an angle
 * has none: nothing is made up. Every other row is reported with why. A row
 * for a card already on the board (the same journalist and subject), or repeated in the file, is
 * refused too: importing an export again changes nothing.
 */
export async function importCards(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  companyId: string,
  csv: string,
) {
  // Another founder's company (or none) is Not Found, as everywhere: no card may point at it.
  await getCompany(deps, userId, companyId)
  const rows = await parseCsv(csv)
  const header = (rows.shift()?.cells ?? []).map((h) => h.trim().toLowerCase())
  const column = (name: string) => header.indexOf(name)
  if (column('journalist') < 0 && column('email') < 0)
    throw new ValidationError('The file needs a journalist or email column')
  if (rows.length > IMPORT_MAX_ROWS)
    throw new ValidationError(
      `The file has ${rows.length.toLocaleString('en-US')} rows; import at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} at a time`,
    )
  const { data: journalists } = await deps.store.journalists.scan.go({ pages: 'all' })
  const byEmail = new Map(journalists.filter((j) => j.email).map((j) => [j.email?.toLowerCase(), j]))
  const byName = new Map(journalists.map((j) => [`${j.full_name}|${j.publication}`.toLowerCase(), j]))
  // Trimmed again once unguarded: an exported "'\tLaunch" reads back as "Launch", as it was stored.
  const cell = (row: string[], name: string) =>
    column(name) >= 0
      ? unguardedCell((row[column(name)] ?? '').trim())
          .trim()
          .normalize('NFC')
      : ''
  const refused: { row: number; reason: string }[] = []
  // The board's cards by journalist and subject, as a row would make them; rows add to it as they go.
  const cardKey = (journalistId: string, subject: string) => `${journalistId}|${subject.toLowerCase()}`
  const onBoard = new Set((await pitchRecords(deps, userId)).map((p) => cardKey(p.journalist_id, p.subject)))
  const cards: { row: number; card: CreateEntityItem<Deps['store']['pitches']> }[] = []
  const now = deps.now().toISOString()
  for (const { row: line, cells: row } of rows) {
    const email = cell(row, 'email').toLowerCase()
    const journalist =
      (email && byEmail.get(email)) ||
      byName.get(`${cell(row, 'journalist')}|${cell(row, 'publication')}`.toLowerCase())
    if (!journalist) {
      refused.push({ row: line, reason: 'No such journalist in the database' })
      continue
    }
    const status = (cell(row, 'status') || 'drafted') as PitchStatus
    if (!PITCH_STATUSES.includes(status)) {
      refused.push({ row: line, reason: `Unknown status "${status}"` })
      continue
    }
    const subject = cell(row, 'subject')
    if (hasForbiddenCharacter(subject)) {
      refused.push({ row: line, reason: 'The subject contains characters that are not text' })
      continue
    }
    if (hasLineBreak(subject)) {
      refused.push({ row: line, reason: 'The subject must be one line' })
      continue
    }
    const angle = cell(row, 'angle') as PitchAngle | ''
    if (angle && !PITCH_ANGLES.includes(angle)) {
      refused.push({ row: line, reason: `Unknown angle "${angle}"` })
      continue
    }
    // Line breaks kept as written (a quoted cell holds them), in the line endings mail uses elsewhere.
    const body = (column('body') >= 0 ? unguardedCell(row[column('body')] ?? '') : '')
      .replace(/\r\n?/g, '\n')
      .trim()
      .normalize('NFC')
    if (hasForbiddenCharacter(body)) {
      refused.push({ row: line, reason: 'The body contains characters that are not text' })
      continue
    }
    if (body.length > BODY_MAX_LENGTH) {
      refused.push({ row: line, reason: `The body must be at most ${BODY_MAX_LENGTH} characters` })
      continue
    }
    // Cut by characters, not UTF-16 units: half a surrogate pair is no text.
    const cardSubject = Array.from(subject).slice(0, 79).join('') || `Pitch to ${journalist.full_name}`
    const key = cardKey(journalist.journalist_id, cardSubject)
    if (onBoard.has(key)) {
      refused.push({ row: line, reason: 'Already on the board' })
      continue
    }
    onBoard.add(key)
    cards.push({
      row: line,
      card: {
        user_id: userId,
        pitch_id: randomUUID(),
        company_id: companyId,
        journalist_id: journalist.journalist_id,
        status,
        subject: cardSubject,
        content: body,
        ...(angle ? { angle } : {}),
        writer: 'import',
        journalist_name: journalist.full_name,
        journalist_publication: journalist.publication,
        journalist_email: journalist.email,
        created_at: now,
        updated_at: now,
      },
    })
  }
  // Written once every row is checked. A write that fails stops the import there: the cards made are on
  // the board, the rest are reported (the same file imported again adds only them), none is lost unsaid.
  let created = 0
  for (let i = 0; i < cards.length; i += WRITES_AT_ONCE) {
    const group = cards.slice(i, i + WRITES_AT_ONCE)
    const outcomes = await Promise.allSettled(group.map(({ card }) => deps.store.pitches.create(card).go()))
    created += outcomes.filter((outcome) => outcome.status === 'fulfilled').length
    const failed = group.filter((_, n) => outcomes[n]?.status === 'rejected')
    if (failed.length === 0) continue
    logger.warn('card import stopped by a failed write', {
      error: String((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason),
    })
    const unwritten = [...failed, ...cards.slice(i + WRITES_AT_ONCE)]
    refused.push(...unwritten.map(({ row }) => ({ row, reason: IMPORT_NOT_WRITTEN })))
    refused.sort((a, b) => a.row - b.row)
    break
  }
  return { created, refused }
}
