import { publicationKey as key } from '../../shared/domain/journalists'
import { DEMO_PUBLICATIONS } from '../journalists/demo-vocabulary'
import type { Deps } from '../ports/deps'

/**
 * Each publication's audience, where one is known: the demo publications carry theirs, and a feed's
 * is what whoever added it entered (feeds state none). A coverage's reach is its publication's.
 */
export async function publicationAudiences(deps: Pick<Deps, 'store'>): Promise<Map<string, number>> {
  const audiences = new Map(DEMO_PUBLICATIONS.map((p) => [key(p.name), p.audience]))
  // Every feed: FEEDS / FEED#*.
  const { data } = await deps.store.feeds.query.all({}).go({ pages: 'all' })
  for (const feed of data)
    if (feed.audience && feed.publication) audiences.set(key(feed.publication), feed.audience)
  return audiences
}

export const audienceOf = (audiences: Map<string, number>, publication: string) =>
  audiences.get(key(publication)) ?? null
