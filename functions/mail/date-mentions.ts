import {
  type CalendarDay,
  dayNumber,
  fromDayNumber,
  inYearAfter,
  isValidDay,
  likeliest,
} from './calendar-day'
import { monthNamed, TOMORROW, weekdayNamed } from './date-words'

/** A date written in a text, read as one calendar day. */
export interface DateMention {
  start: number
  end: number
  day: CalendarDay
  /** "July 10-31" names a span: its day is the last one. */
  isSpan: boolean
}

const ORDINAL = '(?:st|nd|rd|th|er|e|º|°|ª)?'
const ISO = /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g
const MONTH_DAY = new RegExp(
  `(\\p{L}{3,}\\.?),?\\s+(\\d{1,2})${ORDINAL}(?:\\s?[-–]\\s?(\\d{1,2})${ORDINAL})?(?:,?\\s+(\\d{4}))?(?![\\d:])`,
  'giu',
)
const DAY_MONTH = new RegExp(
  `(?<![\\d.,/:-])(\\d{1,2})${ORDINAL}\\.?(?:\\s?[-–]\\s?(\\d{1,2})${ORDINAL}\\.?)?\\s*(?:de\\s+|of\\s+)?(\\p{L}{3,}\\.?)(?:,?\\s+(?:de\\s+)?(\\d{4}))?`,
  'giu',
)
const NUMERIC =
  /(?<![\d./:-])(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?!\d|[./:-]\d|\s?(?:am|pm|h\b|uhr))/giu
const WORD = /\p{L}+(?:-feira)?/giu

/** Every date the text names, earliest in the text first; overlapping readings are dropped. */
export function dateMentions(text: string, sent: CalendarDay): DateMention[] {
  const found: DateMention[] = []
  const add = (mention: DateMention | undefined) => {
    if (mention && !found.some((f) => mention.start < f.end && f.start < mention.end)) found.push(mention)
  }
  for (const m of text.matchAll(ISO)) add(exact(m, Number(m[1]), Number(m[2]), Number(m[3])))
  for (const m of text.matchAll(MONTH_DAY)) add(named(m, sent, m[1], m[2], m[3], m[4]))
  for (const m of text.matchAll(DAY_MONTH)) add(named(m, sent, m[3], m[1], m[2], m[4]))
  for (const m of text.matchAll(NUMERIC)) add(numeric(m, sent))
  for (const m of text.matchAll(WORD)) add(relative(m, sent, found))
  return found.sort((a, b) => a.start - b.start)
}

function span(m: RegExpMatchArray): { start: number; end: number } {
  const start = m.index ?? 0
  return { start, end: start + m[0].length }
}

function exact(m: RegExpMatchArray, y: number, month: number, d: number): DateMention | undefined {
  return isValidDay(y, month, d) ? { ...span(m), day: { y, m: month, d }, isSpan: false } : undefined
}

function named(
  m: RegExpMatchArray,
  sent: CalendarDay,
  monthWord: string | undefined,
  dayText: string | undefined,
  spanEnd: string | undefined,
  yearText: string | undefined,
): DateMention | undefined {
  const month = monthNamed(monthWord ?? '')
  if (!month) return undefined
  const d = Number(spanEnd ?? dayText)
  const day = yearText ? { y: Number(yearText), m: month, d } : inYearAfter(sent, month, d)
  if (!day || !isValidDay(day.y, day.m, day.d)) return undefined
  return { ...span(m), day, isSpan: spanEnd !== undefined }
}

// 05/07/2010 is 5 July in most of the world and 7 May in the United States; the reading that
// falls on or after the day the note was sent wins, since an absence note names a day ahead.
// Dotted dates (05.07.) are day first everywhere they are used.
function numeric(m: RegExpMatchArray, sent: CalendarDay): DateMention | undefined {
  const [a, b] = [Number(m[1]), Number(m[3])]
  const orders =
    m[2] === '.'
      ? [[b, a]]
      : [
          [a, b],
          [b, a],
        ]
  const year = m[4] ? Number(m[4].length === 2 ? `20${m[4]}` : m[4]) : undefined
  const readings = orders
    .map(([month, d]) =>
      year
        ? { y: year, m: month as number, d: d as number }
        : inYearAfter(sent, month as number, d as number),
    )
    .filter((r): r is CalendarDay => r !== undefined && isValidDay(r.y, r.m, r.d))
  const day = likeliest(readings, sent)
  return day ? { ...span(m), day, isSpan: false } : undefined
}

/** "Monday" is the next Monday after the day sent; a weekday right before a date only names it. */
function relative(m: RegExpMatchArray, sent: CalendarDay, found: DateMention[]) {
  const { start, end } = span(m)
  const today = dayNumber(sent)
  if (TOMORROW.test(m[0])) return { start, end, day: fromDayNumber(today + 1), isSpan: false }
  const weekday = weekdayNamed(m[0].replace(/-feira$/i, ''))
  if (weekday === undefined) return undefined
  if (found.some((f) => f.start >= end && f.start <= end + 3)) return undefined
  const ahead = (weekday - new Date(today * 86_400_000).getUTCDay() + 7) % 7 || 7
  return { start, end, day: fromDayNumber(today + ahead), isSpan: false }
}
