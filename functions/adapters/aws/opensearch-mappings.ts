import { FIELD_BOOSTS } from '../../discovery/corpus-index'

/** The text fields and their boosts, as the in-memory engine weighs them ("titles" are article titles). */
export const TEXT_FIELDS = Object.entries(FIELD_BOOSTS).map(([field, boost]) => `${field}^${boost}`)

/** English text: lower case, stop words, Porter stems, like the in-memory engine's tokenizer. */
export const SETTINGS = {
  number_of_shards: 1,
  // Pages go as deep as the API allows (from 10,000 plus a page of 100).
  max_result_window: 10_100,
  analysis: {
    analyzer: {
      text: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'stop', 'porter_stem'] },
    },
    normalizer: { lower: { type: 'custom', filter: ['lowercase'] } },
  },
}

/** A value filters case-insensitively (`.lower`) and counts as written (`.raw`). */
const facetText = {
  type: 'text',
  analyzer: 'text',
  fields: { raw: { type: 'keyword' }, lower: { type: 'keyword', normalizer: 'lower' } },
}

export const MAPPINGS = {
  dynamic: 'strict',
  properties: {
    id: { type: 'keyword' },
    full_name: facetText,
    name_key: { type: 'keyword' },
    name_words: { type: 'keyword' },
    topics: facetText,
    beat: facetText,
    location: facetText,
    publication: facetText,
    bio: { type: 'text', analyzer: 'text' },
    titles: { type: 'text', analyzer: 'text' },
    has_email: { type: 'boolean' },
    has_twitter: { type: 'boolean' },
    has_linkedin: { type: 'boolean' },
    handle: { type: 'keyword' },
    response_rate: { type: 'float' },
    last_article_at: { type: 'date', format: 'strict_date_optional_time' },
    article_urls: { type: 'keyword' },
    // What results show, kept as it is and not searched.
    summary: { type: 'object', enabled: false },
  },
}
