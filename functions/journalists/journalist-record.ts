import { createHash } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import type { Journalist } from '../../shared/domain/journalists'
import type { Store } from '../store/store'

type JournalistRecord = EntityItem<Store['journalists']>

export function toJournalist(record: JournalistRecord): Journalist {
  return {
    id: record.journalist_id,
    full_name: record.full_name,
    publication: record.publication,
    bio: record.bio,
    beat: record.beat,
    location: record.location,
    topics: record.topics,
    email: record.email ?? null,
    email_verified_at: record.email_verified_at ?? null,
    twitter: record.twitter ?? null,
    linkedin: record.linkedin ?? null,
    response_rate: record.response_rate,
    last_article_at: record.last_article_at ?? null,
    articles: record.articles,
    ...(record.source ? { source: record.source } : {}),
    updated_at: record.updated_at,
  }
}

export function toRecord(journalist: Journalist, updatedAt: string): JournalistRecord {
  const {
    id,
    email,
    email_verified_at,
    twitter,
    linkedin,
    last_article_at,
    updated_at: _was,
    ...rest
  } = journalist
  return {
    ...rest,
    journalist_id: id,
    email: email ?? undefined,
    email_verified_at: email_verified_at ?? undefined,
    twitter: twitter ?? undefined,
    linkedin: linkedin ?? undefined,
    last_article_at: last_article_at ?? undefined,
    updated_at: updatedAt,
  }
}

/** The same article under http/https, www, a trailing slash, tracking parameters or a fragment. */
export function normaliseArticleUrl(raw: string): string {
  const url = new URL(raw)
  url.hash = ''
  for (const key of [...url.searchParams.keys()]) {
    if (/^(utm_|fbclid|gclid|ref$|mc_)/i.test(key)) url.searchParams.delete(key)
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const path = url.pathname.replace(/\/+$/, '')
  return `${host}${path}${url.search}`
}

export const articleUrlHash = (url: string) =>
  createHash('sha256').update(normaliseArticleUrl(url)).digest('hex')
