// Month and weekday names in English, French, German, Spanish, Portuguese, Dutch, Italian and
// Polish (with Polish genitive forms, the ones used after a day number). Short forms that are
// also everyday words ("out", "set", "mag") are left out on purpose.

const MONTHS = [
  'january jan janvier janv januar jänner enero ene janeiro januari gennaio stycznia styczeń',
  'february feb février fevrier févr fevr februar febrero fevereiro fev februari febbraio lutego luty',
  'march mar mars märz maerz mrz marzo março marco maart mrt marca marzec',
  'april apr avril avr abril abr aprile kwietnia kwiecień',
  'may mai mayo maio mei maggio maja maj',
  'june jun juin juni junio junho giugno czerwca czerwiec',
  'july jul juillet juil juli julio julho luglio lipca lipiec',
  'august aug août aout agosto ago augustus sierpnia sierpień',
  'september sep sept septembre septiembre setembro settembre września wrzesień',
  'october oct octobre oktober okt octubre outubro ottobre października październik',
  'november nov novembre noviembre novembro listopada listopad',
  'december dec décembre decembre déc dezember dez diciembre dic dezembro dicembre grudnia grudzień',
].map((names) => names.split(' '))

// Index 0 is Sunday, as Date#getUTCDay counts.
const WEEKDAYS = [
  'sunday dimanche sonntag domingo zondag domenica niedziela niedzielę',
  'monday lundi montag lunes segunda maandag lunedì lunedi poniedziałek poniedziałku',
  'tuesday mardi dienstag martes terça terca dinsdag martedì martedi wtorek wtorku',
  'wednesday mercredi mittwoch miércoles miercoles quarta woensdag mercoledì środa środę środy',
  'thursday jeudi donnerstag jueves quinta donderdag giovedì giovedi czwartek czwartku',
  'friday vendredi freitag viernes sexta vrijdag venerdì venerdi piątek piątku',
  'saturday samedi samstag sábado sabado zaterdag sabato sobota sobotę',
].map((names) => names.split(' '))

function index(table: string[][], offset: number): ReadonlyMap<string, number> {
  return new Map(table.flatMap((names, i) => names.map((name) => [name, i + offset] as const)))
}

const MONTH_BY_NAME = index(MONTHS, 1)
const WEEKDAY_BY_NAME = index(WEEKDAYS, 0)

/** 1–12 for a month name or its usual short form, trailing dot allowed. */
export function monthNamed(word: string): number | undefined {
  return MONTH_BY_NAME.get(word.toLowerCase().replace(/\.$/, ''))
}

/** 0 (Sunday) – 6 for a weekday's full name. */
export function weekdayNamed(word: string): number | undefined {
  return WEEKDAY_BY_NAME.get(word.toLowerCase())
}

export const TOMORROW = /^(tomorrow|demain|morgen|mañana|amanhã|domani|jutro)$/iu
