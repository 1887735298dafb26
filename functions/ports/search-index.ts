import type {
  JournalistSummary,
  SearchFilters,
  SearchQuery,
  SearchResponse,
  Suggestion,
} from '../../shared/contracts/discovery'
import type { Journalist } from '../../shared/domain/journalists'

/**
 * Journalist search: the in-memory engine in the function (the embedded default and deployments up to
 * the line in decision 010), or Amazon OpenSearch Service past it. Both parse the founder's words with
 * our parser and answer with the same shapes.
 */
export interface SearchIndex {
  search(params: SearchQuery): Promise<SearchResponse>
  suggest(params: { q: string; type: Suggestion['type'] | 'all'; limit: number }): Promise<Suggestion[]>
  /** Every journalist a search finds, best first: the CSV export. */
  matchAll(params: { query: string; filters: SearchFilters }): Promise<JournalistSummary[]>
  /** The journalist who wrote the article at this URL, among the articles indexed. */
  authorOf(url: string): Promise<JournalistSummary | undefined>
  /** Journalists with this name, accents, case and punctuation aside. */
  named(fullName: string): Promise<JournalistSummary[]>
  /** After an import: every journalist of this version, indexed once for every search to use. */
  publish(version: number, journalists: Journalist[]): Promise<void>
  /** Loads what the first search needs (a container's index), so a warm-up can pay for it. */
  ready(): Promise<void>
}
