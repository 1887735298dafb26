import { Entity } from 'electrodb'
import { FOUND_COVERAGE_STATUSES } from '../../shared/domain/found-coverage'
import type { StoreClient } from './electrodb-client'

/**
 * A feed story that names one of a founder's companies (issue 41): possible coverage of the pitch it
 * answers, or unprompted coverage when no pitch does. One per founder and story, made by a
 * conditional create: a feed read again, or a read retried, finds it there and leaves it as it is
 * (a dismissed story stays dismissed).
 */
export function foundCoverageEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'found_coverage', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        /** The story's link's hash: one find per founder and story. */
        find_id: { type: 'string', required: true, readOnly: true },
        company_id: { type: 'string', required: true, readOnly: true },
        /** The pitch it may have won; none for unprompted coverage. */
        pitch_id: { type: 'string', readOnly: true },
        /** How the pitch was matched: its journalist wrote the story, or it is at their publication. */
        matched_by: { type: ['author', 'publication'] as const },
        status: { type: FOUND_COVERAGE_STATUSES, required: true, default: 'possible' },
        url: { type: 'string', required: true, readOnly: true },
        title: { type: 'string', required: true, readOnly: true },
        publication: { type: 'string', required: true, readOnly: true },
        published: { type: 'string', readOnly: true },
        authors: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        /** The name (or other name) of the company the story used. */
        named: { type: 'string', required: true, readOnly: true },
        found_at: { type: 'string', required: true, readOnly: true },
        decided_at: { type: 'string' },
      },
      indexes: {
        // A founder's finds: USER#<id> / FOUND#<findId>.
        byUser: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: { field: 'sk', composite: ['find_id'], template: 'FOUND#${find_id}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
