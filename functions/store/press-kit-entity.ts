import { Entity } from 'electrodb'
import { KIT_FORMATS, KIT_STATUSES } from '../../shared/domain/press-kit'
import type { StoreClient } from './electrodb-client'

export function pressKitEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'press_kit', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        kit_id: { type: 'string', required: true, readOnly: true },
        company_id: { type: 'string', required: true, readOnly: true },
        /** The public page's address (/kit/{slug}); unguessable, fixed at creation. */
        slug: { type: 'string', required: true, readOnly: true },
        template_id: { type: 'string', required: true },
        format: { type: KIT_FORMATS, required: true },
        status: { type: KIT_STATUSES, required: true },
        /** KitSection[], KitBranding, KitAsset[] and {name, logo, website}: validated before every write. */
        sections: { type: 'any', required: true },
        branding: { type: 'any', required: true },
        assets: { type: 'any', required: true },
        company: { type: 'any', required: true },
        require_email: { type: 'boolean', required: true, default: false },
        /** scrypt$<salt>$<hash>, never the password itself. */
        password_hash: { type: 'string' },
        published: { type: 'boolean', required: true, default: false },
        views: { type: 'number', required: true, default: 0 },
        downloads: { type: 'number', required: true, default: 0 },
        leads: { type: 'number', required: true, default: 0 },
        /** The rendered PDF: its S3 key and a hash of what it was rendered from (an unchanged kit is not re-rendered). */
        pdf_key: { type: 'string' },
        pdf_source_hash: { type: 'string' },
        /** What the PDF shows (kitContentHash of the kit it was rendered from): another is an outdated PDF. */
        pdf_content_hash: { type: 'string' },
        render_error: { type: 'string' },
        /** Counts every write: an update names the version it read, so two tabs cannot overwrite each other blindly. */
        version: { type: 'number', required: true, default: 1 },
        created_at: { type: 'string', required: true, readOnly: true },
        updated_at: { type: 'string', required: true },
      },
      indexes: {
        // A user's kits, and one by id: USER#<id> / KIT#<kitId>.
        byUser: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: { field: 'sk', composite: ['kit_id'], template: 'KIT#${kit_id}', casing: 'none' },
        },
        // A kit by its id alone (gsi2): the public page's calls name the kit, not its owner.
        byKitId: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['kit_id'], template: 'KIT#${kit_id}', casing: 'none' },
          sk: { field: 'gsi2sk', composite: [], template: 'KIT', casing: 'none' },
        },
        // The kit behind a public link (gsi3): KITSLUG#<slug>.
        bySlug: {
          index: 'gsi3',
          pk: { field: 'gsi3pk', composite: ['slug'], template: 'KITSLUG#${slug}', casing: 'none' },
          sk: { field: 'gsi3sk', composite: [], template: 'KIT', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** One visit of a kit's public page (KIT#<id> / VIEW#<session>): a view counts once, however often it pings. */
export function kitViewEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'kit_view', version: '1', service: 'pressroom' },
      attributes: {
        kit_id: { type: 'string', required: true, readOnly: true },
        session_id: { type: 'string', required: true, readOnly: true },
        started_at: { type: 'string', required: true, readOnly: true },
        /** Seconds on the page and how far down it was read (0-100), the most any ping reported. */
        duration: { type: 'number', required: true, default: 0 },
        scroll_depth: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        // A kit's visits: KIT#<id> / VIEW#<session>.
        byKit: {
          pk: { field: 'pk', composite: ['kit_id'], template: 'KIT#${kit_id}', casing: 'none' },
          sk: { field: 'sk', composite: ['session_id'], template: 'VIEW#${session_id}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** One download of a kit's files (KIT#<id> / DOWNLOAD#<at>#<id>). */
export function kitDownloadEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'kit_download', version: '1', service: 'pressroom' },
      attributes: {
        kit_id: { type: 'string', required: true, readOnly: true },
        download_id: { type: 'string', required: true, readOnly: true },
        at: { type: 'string', required: true, readOnly: true },
        format: { type: ['pdf', 'web', 'assets'] as const, required: true },
        email: { type: 'string' },
      },
      indexes: {
        // A kit's downloads by time: KIT#<id> / DOWNLOAD#<at>#<id>.
        byKit: {
          pk: { field: 'pk', composite: ['kit_id'], template: 'KIT#${kit_id}', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['at', 'download_id'],
            template: 'DOWNLOAD#${at}#${download_id}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}

/** A person who left their address on a kit (KIT#<id> / LEAD#<email>): one record an address. */
export function kitLeadEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'kit_lead', version: '1', service: 'pressroom' },
      attributes: {
        kit_id: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true, readOnly: true },
        name: { type: 'string' },
        company: { type: 'string' },
        role: { type: 'string' },
        marketing_consent: { type: 'boolean', required: true, default: false },
        source: { type: 'string', required: true },
        captured_at: { type: 'string', required: true, readOnly: true },
        downloads: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        // A kit's leads: KIT#<id> / LEAD#<email>.
        byKit: {
          pk: { field: 'pk', composite: ['kit_id'], template: 'KIT#${kit_id}', casing: 'none' },
          sk: { field: 'sk', composite: ['email'], template: 'LEAD#${email}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
