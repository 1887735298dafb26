import type { EntityItem } from 'electrodb'
import type { FoundCoverage } from '../../shared/contracts/coverage'
import { namedIn } from '../../shared/domain/found-coverage'
import { samePublication } from '../../shared/domain/journalists'
import { sameName } from '../discovery/article-author'
import type { FeedArticle } from '../feeds/parse-feed'
import { articleUrlHash } from '../journalists/journalist-record'
import { movePitch } from '../pitches/move-pitch'
import { getPitch } from '../pitches/pitches'
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'
import type { Store } from '../store/store'

type FindRecord = EntityItem<Store['foundCoverage']>
type PitchRecord = EntityItem<Store['pitches']>
type FindDeps = Pick<Deps, 'store' | 'now'>

export const FOUND_COVERAGE_NOT_FOUND = 'Coverage not found'
export const UNPROMPTED_HAS_NO_PITCH = 'This story answers none of your pitches: it stays unprompted coverage'
export const ALREADY_CONFIRMED = 'This story is already confirmed as coverage'

/**
 * Looks for coverage in what a feed read: each story that names a founder's company (its name or an
 * alias, as a whole word or phrase) becomes a find for that founder, on the pitch it answers (its
 * journalist wrote it, else it is at their publication) or, when none does, as unprompted coverage.
 * Every story of the read is looked at, not only new ones: a find is made once by a conditional
 * create, so a read retried after a crash finds what the first try missed and repeats nothing.
 */
export async function findCoverage(
  deps: FindDeps,
  feed: { publication: string },
  articles: FeedArticle[],
): Promise<number> {
  if (articles.length === 0) return 0
  // Every founder's companies (COMPANIES / COMPANY#*), each name checked against each story.
  const { data: companies } = await deps.store.companies.query
    .all({})
    .go({ pages: 'all', attributes: ['user_id', 'company_id', 'name', 'aliases'] })
  const sentPitches = new Map<string, Promise<PitchRecord[]>>()
  const pitchesOf = (userId: string, companyId: string) => {
    const key = `${userId}|${companyId}`
    let pitches = sentPitches.get(key)
    if (!pitches) {
      pitches = sentPitchesOf(deps, userId, companyId)
      sentPitches.set(key, pitches)
    }
    return pitches
  }
  let found = 0
  for (const article of articles) {
    const text = `${article.title}\n${article.summary}`
    for (const company of companies) {
      const named = namedIn(text, [company.name, ...(company.aliases ?? [])])
      if (!named) continue
      const pitches = await pitchesOf(company.user_id, company.company_id)
      const answered = answeredPitch(pitches, article, feed.publication)
      // The founder linked this story to the pitch already: nothing to ask.
      if (
        answered?.pitch.coverage_url &&
        articleUrlHash(answered.pitch.coverage_url) === articleUrlHash(article.link)
      )
        continue
      if (await recordFind(deps, { ...company, named }, feed.publication, article, answered)) found++
    }
  }
  return found
}

async function sentPitchesOf(deps: FindDeps, userId: string, companyId: string) {
  // One company's pitches (gsi1: USER#<id>#COMPANY#<companyId> / PITCH#*), the sent ones.
  const { data } = await deps.store.pitches.query
    .byCompany({ user_id: userId, company_id: companyId })
    .go({ pages: 'all' })
  return data.filter((p) => p.sent_at)
}

/**
 * The pitch a story answers: one sent to its author, else one sent to its publication; of several, the
 * latest sent. A pitch sent after the story was published cannot have won it.
 */
function answeredPitch(pitches: PitchRecord[], article: FeedArticle, publication: string) {
  const before = pitches
    .filter((p) => !article.published || (p.sent_at ?? '') <= article.published)
    .sort((a, b) => (b.sent_at ?? '').localeCompare(a.sent_at ?? ''))
  const byAuthor = before.find((p) => article.people.some((name) => sameName(name, p.journalist_name)))
  if (byAuthor) return { pitch: byAuthor, matchedBy: 'author' as const }
  const atPublication = before.find((p) => samePublication(p.journalist_publication, publication))
  return atPublication ? { pitch: atPublication, matchedBy: 'publication' as const } : undefined
}

async function recordFind(
  deps: FindDeps,
  company: { user_id: string; company_id: string; named: string },
  publication: string,
  article: FeedArticle,
  answered: ReturnType<typeof answeredPitch>,
) {
  try {
    await deps.store.foundCoverage
      .create({
        user_id: company.user_id,
        find_id: articleUrlHash(article.link).slice(0, 32),
        company_id: company.company_id,
        ...(answered ? { pitch_id: answered.pitch.pitch_id, matched_by: answered.matchedBy } : {}),
        url: article.link,
        title: article.title,
        publication,
        ...(article.published ? { published: article.published } : {}),
        authors: article.people,
        named: company.named,
        found_at: deps.now().toISOString(),
      })
      .go()
    return true
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}

/** A founder's finds not dismissed, newest story first: possible coverage of pitches, and unprompted. */
export async function listFoundCoverage(deps: Pick<Deps, 'store'>, userId: string): Promise<FoundCoverage[]> {
  // USER#<id> / FOUND#*.
  const { data } = await deps.store.foundCoverage.query.byUser({ user_id: userId }).go({ pages: 'all' })
  return data
    .filter((find) => find.status !== 'dismissed')
    .map(toFoundCoverage)
    .sort(
      (a, b) =>
        (b.published ?? b.foundAt).localeCompare(a.published ?? a.foundAt) || a.id.localeCompare(b.id),
    )
}

/** One of the founder's finds; another founder's id is not found. */
export async function getFind(deps: Pick<Deps, 'store'>, userId: string, findId: string) {
  const { data } = await deps.store.foundCoverage
    .get({ user_id: userId, find_id: findId })
    .go({ consistent: true })
  if (!data) throw new NotFoundError(FOUND_COVERAGE_NOT_FOUND)
  return data
}

/**
 * The founder says the story is their pitch's: it becomes the pitch's coverage (unless the pitch has
 * some already), the pitch moves to Picked Up if they agree, and analytics count it, once per pitch as
 * any coverage. Each step is idempotent, the find marked last: a retry after a failure finishes the job.
 */
export async function confirmFoundCoverage(
  deps: Pick<Deps, 'store' | 'now' | 'scheduler'>,
  userId: string,
  findId: string,
  options: { moveToPickedUp: boolean },
) {
  const find = await getFind(deps, userId, findId)
  if (!find.pitch_id) throw new ValidationError(UNPROMPTED_HAS_NO_PITCH)
  const pitchId = find.pitch_id
  await deps.store.pitches
    .patch({ user_id: userId, pitch_id: pitchId })
    .set({
      coverage_url: find.url,
      coverage_title: find.title,
      coverage_date: (find.published ?? find.found_at).slice(0, 10),
    })
    // Coverage the founder gave (or confirmed) before stays; a deleted pitch is not brought back.
    .where((attr, op) => op.notExists(attr.coverage_url))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
  if (options.moveToPickedUp) await movePitch(deps, userId, pitchId, 'picked_up')
  const pitch = await getPitch(deps, userId, pitchId)
  const { data } = await deps.store.foundCoverage
    .patch({ user_id: userId, find_id: findId })
    .set({ status: 'confirmed', decided_at: deps.now().toISOString() })
    .go({ response: 'all_new' })
  return { found: toFoundCoverage({ ...find, ...data } as FindRecord), pitch }
}

/** Not the founder's coverage after all: it leaves the list, and no read of the feed brings it back. */
export async function dismissFoundCoverage(deps: FindDeps, userId: string, findId: string) {
  const find = await getFind(deps, userId, findId)
  if (find.status === 'confirmed') throw new ConflictError(ALREADY_CONFIRMED)
  const { data } = await deps.store.foundCoverage
    .patch({ user_id: userId, find_id: findId })
    .set({ status: 'dismissed', decided_at: deps.now().toISOString() })
    .where((attr, op) => op.ne(attr.status, 'confirmed'))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new ConflictError(ALREADY_CONFIRMED)
      throw error
    })
  return { found: toFoundCoverage({ ...find, ...data } as FindRecord) }
}

function toFoundCoverage(find: FindRecord): FoundCoverage {
  return {
    id: find.find_id,
    pitchId: find.pitch_id ?? null,
    companyId: find.company_id,
    matchedBy: find.matched_by ?? null,
    status: find.status,
    url: find.url,
    title: find.title,
    publication: find.publication,
    published: find.published ?? null,
    authors: find.authors,
    named: find.named,
    foundAt: find.found_at,
  }
}
