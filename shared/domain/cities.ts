/** A city journalists and founders work in: its country, IANA time zone and the other names people use. */
export interface City {
  name: string
  country: string
  timeZone: string
  /** Other spellings and nicknames ("Bengaluru", "NYC"), matched case- and accent-insensitively. */
  aliases?: string[]
}

/** The places the demo data set uses and follow-ups know the working hours of: 56 cities in 34 countries. */
export const CITIES: readonly City[] = [
  {
    name: 'San Francisco',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    aliases: ['sf', 'san fran', 'bay area', 'silicon valley'],
  },
  {
    name: 'New York',
    country: 'United States',
    timeZone: 'America/New_York',
    aliases: ['nyc', 'new york city', 'manhattan', 'brooklyn'],
  },
  { name: 'Los Angeles', country: 'United States', timeZone: 'America/Los_Angeles', aliases: ['la'] },
  { name: 'Seattle', country: 'United States', timeZone: 'America/Los_Angeles' },
  { name: 'Boston', country: 'United States', timeZone: 'America/New_York', aliases: ['cambridge ma'] },
  { name: 'Austin', country: 'United States', timeZone: 'America/Chicago' },
  { name: 'Chicago', country: 'United States', timeZone: 'America/Chicago' },
  { name: 'Miami', country: 'United States', timeZone: 'America/New_York' },
  { name: 'Denver', country: 'United States', timeZone: 'America/Denver' },
  { name: 'Atlanta', country: 'United States', timeZone: 'America/New_York' },
  { name: 'Toronto', country: 'Canada', timeZone: 'America/Toronto' },
  { name: 'Vancouver', country: 'Canada', timeZone: 'America/Vancouver' },
  { name: 'Montreal', country: 'Canada', timeZone: 'America/Toronto', aliases: ['montréal'] },
  {
    name: 'Mexico City',
    country: 'Mexico',
    timeZone: 'America/Mexico_City',
    aliases: ['cdmx', 'ciudad de mexico'],
  },
  { name: 'São Paulo', country: 'Brazil', timeZone: 'America/Sao_Paulo', aliases: ['sampa'] },
  { name: 'Buenos Aires', country: 'Argentina', timeZone: 'America/Argentina/Buenos_Aires' },
  { name: 'Bogotá', country: 'Colombia', timeZone: 'America/Bogota' },
  { name: 'Santiago', country: 'Chile', timeZone: 'America/Santiago' },
  { name: 'London', country: 'United Kingdom', timeZone: 'Europe/London' },
  { name: 'Manchester', country: 'United Kingdom', timeZone: 'Europe/London' },
  { name: 'Edinburgh', country: 'United Kingdom', timeZone: 'Europe/London' },
  { name: 'Dublin', country: 'Ireland', timeZone: 'Europe/Dublin' },
  { name: 'Berlin', country: 'Germany', timeZone: 'Europe/Berlin' },
  { name: 'Munich', country: 'Germany', timeZone: 'Europe/Berlin', aliases: ['münchen'] },
  { name: 'Hamburg', country: 'Germany', timeZone: 'Europe/Berlin' },
  { name: 'Paris', country: 'France', timeZone: 'Europe/Paris' },
  { name: 'Amsterdam', country: 'Netherlands', timeZone: 'Europe/Amsterdam' },
  { name: 'Stockholm', country: 'Sweden', timeZone: 'Europe/Stockholm' },
  { name: 'Copenhagen', country: 'Denmark', timeZone: 'Europe/Copenhagen', aliases: ['københavn'] },
  { name: 'Helsinki', country: 'Finland', timeZone: 'Europe/Helsinki' },
  { name: 'Oslo', country: 'Norway', timeZone: 'Europe/Oslo' },
  { name: 'Madrid', country: 'Spain', timeZone: 'Europe/Madrid' },
  { name: 'Barcelona', country: 'Spain', timeZone: 'Europe/Madrid' },
  { name: 'Lisbon', country: 'Portugal', timeZone: 'Europe/Lisbon', aliases: ['lisboa'] },
  { name: 'Milan', country: 'Italy', timeZone: 'Europe/Rome', aliases: ['milano'] },
  { name: 'Zurich', country: 'Switzerland', timeZone: 'Europe/Zurich', aliases: ['zürich'] },
  { name: 'Warsaw', country: 'Poland', timeZone: 'Europe/Warsaw', aliases: ['warszawa'] },
  { name: 'Tallinn', country: 'Estonia', timeZone: 'Europe/Tallinn' },
  { name: 'Tel Aviv', country: 'Israel', timeZone: 'Asia/Jerusalem', aliases: ['tlv'] },
  { name: 'Dubai', country: 'United Arab Emirates', timeZone: 'Asia/Dubai' },
  { name: 'Nairobi', country: 'Kenya', timeZone: 'Africa/Nairobi' },
  { name: 'Cape Town', country: 'South Africa', timeZone: 'Africa/Johannesburg' },
  { name: 'Cairo', country: 'Egypt', timeZone: 'Africa/Cairo' },
  { name: 'Bangalore', country: 'India', timeZone: 'Asia/Kolkata', aliases: ['bengaluru'] },
  { name: 'Mumbai', country: 'India', timeZone: 'Asia/Kolkata', aliases: ['bombay'] },
  { name: 'New Delhi', country: 'India', timeZone: 'Asia/Kolkata', aliases: ['delhi'] },
  { name: 'Singapore', country: 'Singapore', timeZone: 'Asia/Singapore' },
  { name: 'Jakarta', country: 'Indonesia', timeZone: 'Asia/Jakarta' },
  { name: 'Ho Chi Minh City', country: 'Vietnam', timeZone: 'Asia/Ho_Chi_Minh', aliases: ['saigon', 'hcmc'] },
  { name: 'Tokyo', country: 'Japan', timeZone: 'Asia/Tokyo' },
  { name: 'Seoul', country: 'South Korea', timeZone: 'Asia/Seoul' },
  { name: 'Hong Kong', country: 'Hong Kong', timeZone: 'Asia/Hong_Kong', aliases: ['hk'] },
  { name: 'Taipei', country: 'Taiwan', timeZone: 'Asia/Taipei' },
  { name: 'Sydney', country: 'Australia', timeZone: 'Australia/Sydney' },
  { name: 'Melbourne', country: 'Australia', timeZone: 'Australia/Melbourne' },
  { name: 'Auckland', country: 'New Zealand', timeZone: 'Pacific/Auckland' },
]

/** Other names of countries ("the UK", "the US"), for a founder who asks for a whole country. */
export const COUNTRY_ALIASES: Record<string, string[]> = {
  'United States': ['usa', 'the us', 'the states', 'united states of america'],
  'United Kingdom': ['uk', 'britain', 'great britain', 'england'],
  'United Arab Emirates': ['uae', 'emirates'],
  Netherlands: ['holland', 'the netherlands'],
  'South Korea': ['korea'],
}

/** Lower case without accents: "São Paulo" and "sao paulo" are the same place. */
export function foldPlace(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

const BY_NAME = new Map<string, City>()
for (const city of CITIES) {
  for (const name of [city.name, ...(city.aliases ?? [])]) BY_NAME.set(foldPlace(name), city)
}

/** The city a location names ("London", "Bengaluru, India", "sao paulo"), when it is one we know. */
export function cityOf(location: string | undefined | null): City | undefined {
  if (!location) return undefined
  return BY_NAME.get(foldPlace(location.split(',')[0] ?? ''))
}
