import { Entity } from 'electrodb'
import { JOURNALIST_SOURCES } from '../../shared/domain/journalists'
import type { StoreClient } from './electrodb-client'

/** A journalist with their recent articles embedded: one item is the whole record search and pages need. */
export function journalistEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'journalist', version: '1', service: 'pressroom' },
      attributes: {
        journalist_id: { type: 'string', required: true, readOnly: true },
        full_name: { type: 'string', required: true },
        publication: { type: 'string', required: true },
        bio: { type: 'string', required: true, default: '' },
        beat: { type: 'string', required: true, default: '' },
        location: { type: 'string', required: true, default: '' },
        topics: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        email: { type: 'string' },
        email_verified_at: { type: 'string' },
        twitter: { type: 'string' },
        linkedin: { type: 'string' },
        response_rate: { type: 'number', required: true, default: 0 },
        last_article_at: { type: 'string' },
        articles: {
          type: 'list',
          required: true,
          default: () => [],
          items: {
            type: 'map',
            properties: {
              id: { type: 'string', required: true },
              title: { type: 'string', required: true },
              url: { type: 'string', required: true },
              published_date: { type: 'string', required: true },
            },
          },
        },
        updated_at: { type: 'string', required: true },
        source: { type: JOURNALIST_SOURCES },
      },
      indexes: {
        // One journalist by id: JOURNALIST#<id> / PROFILE. Journalists are global, not per user.
        byId: {
          pk: {
            field: 'pk',
            composite: ['journalist_id'],
            template: 'JOURNALIST#${journalist_id}',
            casing: 'none',
          },
          sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** Bumped by every import, so each running copy of the search index knows when to rebuild. */
export function searchIndexVersionEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'search_index_version', version: '1', service: 'pressroom' },
      attributes: {
        name: { type: 'string', required: true, readOnly: true },
        version: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byName: {
          pk: { field: 'pk', composite: ['name'], template: 'META#${name}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'VERSION', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
