/** What discovery knows about a journalist (spec 1, section 3, plus what a founder needs to trust a contact). */
export interface Article {
  id: string
  title: string
  url: string
  /** ISO date, YYYY-MM-DD. */
  published_date: string
}

/** Where a journalist's record comes from: the shipped demo data, an operator's import, a publication's feed. */
export type JournalistSource = 'demo' | 'import' | 'feed'
export const JOURNALIST_SOURCES = ['demo', 'import', 'feed'] as const satisfies readonly JournalistSource[]

export interface Journalist {
  id: string
  full_name: string
  publication: string
  bio: string
  beat: string
  location: string
  topics: string[]
  email: string | null
  email_verified_at: string | null
  twitter: string | null
  linkedin: string | null
  /** Share of pitches answered, 0 to 100. */
  response_rate: number
  last_article_at: string | null
  articles: Article[]
  /** Absent on records written before sources were kept. */
  source?: JournalistSource
  /** When the record last changed (ISO), as the store keeps it. */
  updated_at?: string
}

/** One publication however it is written ("The Ledger Daily", " the ledger daily"): the key it is known by. */
export const publicationKey = (publication: string) => publication.trim().toLowerCase()

export const samePublication = (a: string, b: string) => publicationKey(a) === publicationKey(b)
