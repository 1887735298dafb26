import { Entity } from 'electrodb'
import { COMPANY_FIELDS, type CompanyField } from '../../shared/domain/company'
import type { StoreClient } from './electrodb-client'

const optionalText = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, { type: 'string' }])) as Record<
  CompanyField,
  { type: 'string' }
>

export function companyEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'company', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        company_id: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        /** Other names it goes by in the press, matched in feed stories like the name. */
        aliases: { type: 'list', items: { type: 'string' } },
        ...optionalText,
        created_at: { type: 'string', required: true, readOnly: true },
        updated_at: { type: 'string', required: true },
      },
      indexes: {
        // A user's companies, and one of them by id: USER#<id> / COMPANY#<companyId>.
        byUser: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: { field: 'sk', composite: ['company_id'], template: 'COMPANY#${company_id}', casing: 'none' },
        },
        // Every founder's companies (gsi2): the names a feed story is matched against, COMPANIES /
        // COMPANY#<userId>#<companyId>. Written with the company; a rename or new alias re-reads it.
        all: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: [], template: 'COMPANIES', casing: 'none' },
          sk: {
            field: 'gsi2sk',
            composite: ['user_id', 'company_id'],
            template: 'COMPANY#${user_id}#${company_id}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}
