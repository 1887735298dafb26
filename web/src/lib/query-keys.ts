import type { PitchStatus } from '../../../shared/contracts/pitches'
import type { Timeframe } from '../../../shared/domain/analytics'

/**
 * Every query key of the app, one tree per resource: the first element names the resource, so
 * `invalidateQueries({ queryKey: queryKeys.pitches.all })` refreshes every view of it on every screen.
 * Mutations invalidate what they change here (see docs/decisions/011-web-server-state.md).
 */
export const queryKeys = {
  companies: {
    all: ['companies'] as const,
    list: ['companies', 'list'] as const,
    /** The active company (or null); read by My Company, the pitchlist, press kits and the workflow. */
    current: ['companies', 'current'] as const,
  },
  /**
   * The pipeline: /pitches and /workflow show the same pitches through two endpoints, so both live
   * under ['pipeline'] and a change on either board makes the other's data stale.
   */
  pitches: {
    all: ['pipeline', 'pitches'] as const,
    list: (companyId: string | null) => ['pipeline', 'pitches', companyId ?? 'all'] as const,
    /**
     * One pitch's sends: under ['pipeline'], so a message scheduled from the workflow board shows, but
     * not under `all`, whose every entry the pitch mutations rewrite as a list of pitches.
     */
    sends: (pitchId: string) => ['pipeline', 'sends', pitchId] as const,
  },
  /** Pitches' threads and the inbox: an answer or a read changes both. */
  conversations: {
    all: ['conversations'] as const,
    thread: (pitchId: string) => ['conversations', 'thread', pitchId] as const,
    inbox: (filter: string) => ['conversations', 'inbox', filter] as const,
  },
  pitchlist: {
    all: ['pitchlist'] as const,
    entries: ['pitchlist', 'entries'] as const,
  },
  discovery: {
    all: ['discovery'] as const,
    search: (request: unknown) => ['discovery', 'search', request] as const,
    suggestions: (text: string) => ['discovery', 'suggestions', text] as const,
    /** Every facet value with its count, from one empty search. */
    facets: ['discovery', 'facets'] as const,
    saved: ['discovery', 'saved'] as const,
    feeds: ['discovery', 'feeds'] as const,
  },
  profile: {
    sending: ['profile', 'sending'] as const,
    health: ['profile', 'sending-health'] as const,
    domain: ['profile', 'sending-domain'] as const,
  },
  automation: {
    all: ['automation'] as const,
    settings: ['automation', 'settings'] as const,
    pauses: ['automation', 'pauses'] as const,
    actions: ['automation', 'actions'] as const,
  },
  workflow: {
    /** The whole pipeline: the board's reads and /pitches' list (a bulk move changes both). */
    all: ['pipeline'] as const,
    board: ['pipeline', 'workflow'] as const,
    cardLists: ['pipeline', 'workflow', 'cards'] as const,
    cards: (status: PitchStatus | null) => ['pipeline', 'workflow', 'cards', status ?? 'all'] as const,
    history: ['pipeline', 'workflow', 'history'] as const,
    metrics: ['pipeline', 'workflow', 'metrics'] as const,
    // Not under ['pipeline']: a finished job never changes, so invalidating the board leaves it be.
    job: (id: string) => ['send-jobs', id] as const,
    /** A bulk send's confirmation: read afresh each time the dialog opens. */
    sendPreview: (ids: string[]) => ['send-jobs', 'preview', ...ids] as const,
  },
  /** Feed stories naming the founder's companies: possible coverage of pitches, and unprompted. */
  foundCoverage: {
    all: ['found-coverage'] as const,
  },
  analytics: {
    all: ['analytics'] as const,
    metrics: (timeframe: Timeframe) => ['analytics', 'metrics', timeframe] as const,
    charts: (timeframe: Timeframe) => ['analytics', 'charts', timeframe] as const,
    insights: (timeframe: Timeframe) => ['analytics', 'insights', timeframe] as const,
  },
  pressKit: {
    all: ['press-kit'] as const,
    templates: () => ['press-kit', 'templates'] as const,
    /** A company's published kit's public address (a bulk message's announcement links it). */
    publishedUrl: (companyName: string) => ['press-kit', 'published-url', companyName] as const,
    list: () => ['press-kit', 'kits'] as const,
    kit: (id: string) => ['press-kit', 'kit', id] as const,
  },
  kitAnalytics: {
    all: ['kit-analytics'] as const,
    kit: (kitId: string) => ['kit-analytics', kitId, 'kit'] as const,
    analytics: (kitId: string, timeframe: string) =>
      ['kit-analytics', kitId, 'analytics', timeframe] as const,
  },
}
