import { movePitch } from '../pitches/move-pitch'
import { NotFoundError, ValidationError } from '../platform/errors'
import type { Deps } from '../ports/deps'

/** The story a page says it is: its headline and publication date, from its own metadata. */
export function pageStory(html: string): { title?: string; date?: string } {
  const meta = (name: string) =>
    html.match(
      new RegExp(`<meta[^>]+(?:property|name)=["']${name}["'][^>]*content=["']([^"']+)["']`, 'i'),
    )?.[1] ??
    html.match(
      new RegExp(`<meta[^>]+content=["']([^"']+)["'][^>]*(?:property|name)=["']${name}["']`, 'i'),
    )?.[1]
  const title =
    meta('og:title') ?? meta('twitter:title') ?? html.match(/<title[^>]*>([^<]+)<\/title>/i)?.[1]?.trim()
  const rawDate =
    meta('article:published_time') ??
    html.match(/"datePublished"\s*:\s*"([^"]+)"/)?.[1] ??
    html.match(/<time[^>]+datetime=["']([^"']+)["']/i)?.[1]
  const date =
    rawDate && !Number.isNaN(Date.parse(rawDate)) ? new Date(rawDate).toISOString().slice(0, 10) : undefined
  return { title: title ? decodeEntities(title).slice(0, 300) : undefined, date }
}

const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _,
  )

/**
 * The founder records the story a pitch won: the page's title and date are read from its metadata,
 * the pitch moves to Picked Up (its follow-ups stop), and analytics count it as coverage.
 */
export async function attachCoverage(
  deps: Pick<Deps, 'store' | 'now' | 'scheduler' | 'pages'>,
  userId: string,
  pitchId: string,
  url: string,
) {
  const { data: pitch } = await deps.store.pitches.get({ user_id: userId, pitch_id: pitchId }).go()
  if (!pitch) throw new NotFoundError('Pitch not found')
  if (!pitch.sent_at) throw new ValidationError('Only a sent pitch can win coverage')
  const story = pageStory(await deps.pages.fetchHtml(url))
  await deps.store.pitches
    .patch({ user_id: userId, pitch_id: pitchId })
    .set({
      coverage_url: url,
      coverage_title: story.title ?? url,
      coverage_date: story.date ?? deps.now().toISOString().slice(0, 10),
    })
    .go()
  return movePitch(deps, userId, pitchId, 'picked_up')
}
