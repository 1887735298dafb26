import type { JournalistSummary } from '../../../../../shared/contracts/discovery'

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** An article's YYYY-MM-DD date as "Mar 4, 2025". */
export function formatDate(isoDate: string) {
  const date = new Date(isoDate)
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date)
}

export function initials(name: string) {
  const parts = name.trim().split(/\s+/)
  return `${parts[0]?.charAt(0) ?? ''}${parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase()
}

export function Avatar({ name }: { name: string }) {
  return (
    <span className="journalist-avatar" aria-hidden="true">
      {initials(name)}
    </span>
  )
}

export function TopicTags({ topics, max = 3 }: { topics: string[]; max?: number }) {
  if (topics.length === 0) return null
  const hidden = topics.length - max
  return (
    <ul className="topic-tags" aria-label="Topics">
      {topics.slice(0, max).map((topic) => (
        <li key={topic} className="topic-tag">
          {topic}
        </li>
      ))}
      {hidden > 0 && (
        <li className="topic-tag topic-tag-more" title={topics.slice(max).join(', ')}>
          +{hidden} more
        </li>
      )}
    </ul>
  )
}

/** Response rate and email, the two facts a founder weighs before pitching. */
export function ContactFacts({ journalist }: { journalist: JournalistSummary }) {
  return (
    <dl className="contact-facts">
      <div className="contact-fact">
        <dt className="overline">Response rate</dt>
        <dd>
          <span className="rate-bar" aria-hidden="true">
            <span style={{ width: `${journalist.response_rate}%` }} />
          </span>
          {journalist.response_rate}%
        </dd>
      </div>
      <div className="contact-fact">
        <dt className="overline">Email</dt>
        <dd>
          {journalist.email ? (
            <>
              <a href={`mailto:${journalist.email}`} className="email-link" title={journalist.email}>
                <EmailText email={journalist.email} />
              </a>
              {journalist.email_verified_at && (
                <span
                  className="verified-badge"
                  title={`Verified ${formatDate(journalist.email_verified_at)}`}
                >
                  <span aria-hidden="true">✓</span>
                  <span className="visually-hidden">verified</span>
                </span>
              )}
            </>
          ) : (
            <span className="muted">Not available</span>
          )}
        </dd>
      </div>
    </dl>
  )
}

/** An address that, when it must wrap, wraps first before its @ (see .email-link). */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

export function RecentArticles({ articles }: { articles: JournalistSummary['recent_articles'] }) {
  if (articles.length === 0) return null
  return (
    <div className="recent-articles">
      <p className="recent-articles-title overline">Recent articles</p>
      <ul>
        {articles.map((article) => (
          <li key={article.url}>
            <a href={article.url} target="_blank" rel="noreferrer noopener">
              {article.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <span className="article-date">{formatDate(article.published_date)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Publication, then beat and city (a journalist found from a feed may have neither yet). */
export function JournalistMeta({ journalist }: { journalist: JournalistSummary }) {
  return (
    <div className="journalist-meta">
      <p className="journalist-publication">{journalist.publication}</p>
      {(journalist.beat || journalist.location) && (
        <p className="journalist-beat">
          {journalist.beat}
          {journalist.beat && journalist.location && <span aria-hidden="true"> · </span>}
          {journalist.location && (
            <span className="journalist-location">
              <PinIcon />
              {journalist.location}
            </span>
          )}
        </p>
      )}
    </div>
  )
}

const SOURCE_TEXT = { demo: 'Demo data', import: 'Imported', feed: 'Found from a feed' } as const

/** Where the record comes from and how fresh it is: when it last changed, else when they last published. */
export function RecordSource({ journalist }: { journalist: JournalistSummary }) {
  const fresh = journalist.updated_at ?? journalist.last_article_at
  if (!journalist.source && !fresh) return null
  return (
    <p className="journalist-source muted">
      {journalist.source ? SOURCE_TEXT[journalist.source] : 'Record'}
      {fresh && ` · updated ${formatDate(fresh)}`}
    </p>
  )
}

function PinIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 1 0-6 3 3 0 0 1 0 6Z"
        fill="currentColor"
      />
    </svg>
  )
}
