import { type CalendarDay, dayNumber, fromDayNumber, isoDay } from './calendar-day'
import { type DateMention, dateMentions } from './date-mentions'

// The day an absence note names as its end or the day of return. Only a date the note ties to
// its return ("back on", "de retour le", "zurück am") or to the end of the absence ("until",
// "jusqu'au", "bis", "até") counts, or the end of a span ("July 10-31"): a note that says
// "I'm out Friday" names no return date, and the dates in its footer or quote are not one.

const RETURN_CUE =
  /(?<!\p{L})(?:back|return|returning|retour|rentre|reprendrai|zurück|wieder|regres|vuelta|volver[ée]|reincorpor|volta|voltarei|volto|retorno|regresso|terug|rientr|torner|ritorno|wracam|wróc|powr[óo]t|dostępn[ya] od)/giu
const UNTIL_CUE =
  /(?<!\p{L})(?:until|till|'til|through|thru|up to|bis|jusqu|hasta|at[ée]|tot en met|t\/m|(?:fino|sino) a(?:l|lla|ll')?|do dnia)(?!\p{L})/giu
/** Short words that end a range ("from the 3rd to the 7th") only right before the date. */
const RANGE_TO = /(?:^|\s)(?:to|au|al|a|tot|-|–)\s*$/iu
/** Polish "do" (until) is also Portuguese "of the", so it counts only right before the date. */
const UNTIL_RIGHT_BEFORE = /(?:^|\s)do\s*$/iu

type Cue = 'return' | 'until' | 'span'
const RANK: Record<Cue, number> = { span: 1, until: 2, return: 3 }

export function returnDateIn(text: string, sent: CalendarDay): string | undefined {
  const flat = text.replace(/\s+/g, ' ')
  const cued = dateMentions(flat, sent)
    .map((mention, i, all) => ({ mention, cue: cueOf(flat, mention, all[i - 1], all[i + 1]) }))
    .filter((c): c is { mention: DateMention; cue: Cue } => c.cue !== undefined)
  if (!cued.length) return undefined
  const best = Math.max(...cued.map((c) => RANK[c.cue]))
  const days = cued.filter((c) => RANK[c.cue] === best).map((c) => c.mention.day)
  // Of two "until" dates ("from the 8th until the 12th"), the later ends the absence.
  const latest = days.reduce((a, b) => (dayNumber(b) > dayNumber(a) ? b : a))
  return isoDay(latest)
}

function cueOf(
  text: string,
  mention: DateMention,
  previous: DateMention | undefined,
  next: DateMention | undefined,
): Cue | undefined {
  const before = sentenceBefore(text, mention.start)
  const lastReturn = lastIndexOf(RETURN_CUE, before)
  const lastUntil = lastIndexOf(UNTIL_CUE, before)
  if (lastReturn >= 0 || lastUntil >= 0) return lastReturn > lastUntil ? 'return' : 'until'
  if (UNTIL_RIGHT_BEFORE.test(before)) return 'until'
  if (RANGE_TO.test(before) && previous && mention.start - previous.end < 30) return 'until'
  // "ab dem 10. März wieder im Büro", "on March 3 I'll be back": the cue follows the date.
  if (lastIndexOf(RETURN_CUE, sentenceAfter(text, mention.end, next?.start)) >= 0) return 'return'
  return mention.isSpan ? 'span' : undefined
}

/** Up to 30 characters after a date, to the end of its sentence or the next date. */
function sentenceAfter(text: string, end: number, nextStart = text.length): string {
  const window = text.slice(end, Math.min(end + 30, nextStart))
  const sentenceEnd = window.search(/[.!?](\s|$)/)
  return sentenceEnd >= 0 ? window.slice(0, sentenceEnd) : window
}

/** Up to 60 characters before a date, from the start of its sentence. */
function sentenceBefore(text: string, start: number): string {
  const window = text.slice(Math.max(0, start - 60), start)
  const sentenceEnd = Math.max(window.lastIndexOf('. '), window.lastIndexOf('! '), window.lastIndexOf('? '))
  return sentenceEnd >= 0 ? window.slice(sentenceEnd + 2) : window
}

function lastIndexOf(pattern: RegExp, text: string): number {
  let last = -1
  for (const m of text.matchAll(pattern)) last = m.index ?? last
  return last
}

/**
 * iCloud's vacation responder keeps the end of the absence only in a header,
 * X-Apple-Criteria: {kind=VACATION,startDate=…,endDate=2020-01-10T14:59:59Z}. The instant is the
 * last second of the day in the owner's zone; twelve hours earlier lands on that day for every
 * zone from UTC-12 to UTC+11.
 */
export function appleReturnDate(criteria: string): string | undefined {
  const end = /endDate=(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)/i.exec(criteria)?.[1]
  if (!end) return undefined
  const instant = Date.parse(end)
  if (Number.isNaN(instant)) return undefined
  return isoDay(fromDayNumber(Math.floor((instant - 12 * 3_600_000) / 86_400_000)))
}
