import { isTimeZone } from '../../../../shared/contracts/sending'

/**
 * Zones the browser still lists by their old names (ICU keeps them as the canonical ones), by the names
 * people look for; both name the same zone.
 */
const RENAMED_ZONES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** A zone by the name people use today, where this browser knows that name too (older ones may not). */
export function currentZoneName(zone: string): string {
  const current = RENAMED_ZONES[zone]
  return current && isTimeZone(current) ? current : zone
}

/** Every zone the browser knows, by today's names in order, and the browser's own first as the likely one. */
export function timeZones(): string[] {
  const own = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone)
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([own, 'UTC', ...all.map(currentZoneName).sort()])]
}
