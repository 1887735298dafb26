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
      },
    },
    { client, table },
  )
}
