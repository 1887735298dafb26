/** What discovery knows about a journalist (spec 1, section 3, plus what a founder needs to trust a contact). */
export interface Article {
  id: string
  title: string
  url: string
  /** ISO date, YYYY-MM-DD. */
  published_date: string
}

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
}
