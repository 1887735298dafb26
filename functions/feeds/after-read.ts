import { findCoverage } from '../analytics/found-coverage'
import type { ArticlesRead } from './feeds'
import { updateJournalistsFromArticles } from './journalists-from-feed'

/**
 * What every read of a feed does with its stories: the people of new ones kept current as journalists,
 * then every story looked at for coverage of a founder's company (found once, whatever is read again).
 */
export const afterFeedRead: ArticlesRead = async (deps, feed, read) => {
  await updateJournalistsFromArticles(deps, feed, read.fresh)
  await findCoverage(deps, feed, read.all)
}
