import { Entity } from 'electrodb'
import type { StoreClient } from './electrodb-client'

/**
 * A publication's feed and how its reading goes. Feeds are global, like journalists: a founder or the
 * operator adds one and everyone's search gains its people.
 */
export function feedEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'feed', version: '1', service: 'pressroom' },
      attributes: {
        feed_id: { type: 'string', required: true, readOnly: true },
        url: { type: 'string', required: true },
        title: { type: 'string', required: true, default: '' },
        /** The publication its articles' people write for: the feed's title unless someone names it. */
        publication: { type: 'string', required: true, default: '' },
        /** A user id, or 'operator' for the configured list and the import command. */
        added_by: { type: 'string', required: true },
        added_at: { type: 'string', required: true },
        etag: { type: 'string' },
        last_modified: { type: 'string' },
        last_read_at: { type: 'string' },
        /** When someone last asked for a read now (adding the feed): reading until last_read_at passes it. */
        read_requested_at: { type: 'string' },
        last_success_at: { type: 'string' },
        /** Items in the feed at its last successful read, and articles it has added in all. */
        items: { type: 'number', required: true, default: 0 },
        articles_added: { type: 'number', required: true, default: 0 },
        last_error: { type: 'string' },
        failures: { type: 'number', required: true, default: 0 },
        next_read_at: { type: 'string', required: true },
        /** Readers of the publication, as whoever added the feed gave it (feeds state none): coverage's reach. */
        audience: { type: 'number' },
      },
      indexes: {
        // Every feed (the fan-out, the status list): FEEDS / FEED#<id>. Thousands at most.
        all: {
          pk: { field: 'pk', composite: [], template: 'FEEDS', casing: 'none' },
          sk: { field: 'sk', composite: ['feed_id'], template: 'FEED#${feed_id}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** An article read from a feed, kept once by its canonical link whatever the feeds repeat. */
export function feedArticleEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'feed_article', version: '1', service: 'pressroom' },
      attributes: {
        article_id: { type: 'string', required: true, readOnly: true },
        feed_id: { type: 'string', required: true },
        publication: { type: 'string', required: true },
        link: { type: 'string', required: true },
        title: { type: 'string', required: true },
        published: { type: 'string' },
        categories: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        summary: { type: 'string', required: true, default: '' },
        people: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        organisation: { type: 'string' },
        read_at: { type: 'string', required: true },
      },
      indexes: {
        // One article by its link's hash: FEEDARTICLE#<hash> / ARTICLE (the conditional create).
        byId: {
          pk: {
            field: 'pk',
            composite: ['article_id'],
            template: 'FEEDARTICLE#${article_id}',
            casing: 'none',
          },
          sk: { field: 'sk', composite: [], template: 'ARTICLE', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
