import { Entity } from 'electrodb'
import { describe, expect, it } from 'vitest'
import { dynamoDbDocumentClient } from '../adapters/aws/dynamodb-document-client'
import { electroDbClient } from './electrodb-client'

describe("the store's client as ElectroDB takes it", () => {
  it("is ElectroDB's own wrapper, kept as it is, so requests are built with the document client's commands", () => {
    const client = electroDbClient(
      dynamoDbDocumentClient({
        region: 'eu-west-1',
        credentials: async () => ({ accessKeyId: 'unused', secretAccessKey: 'unused' }),
      }),
    )
    const entity = new Entity(
      {
        model: { entity: 'probe', version: '1', service: 'pressroom' },
        attributes: { id: { type: 'string', required: true } },
        indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
      },
      { client, table: 'pressroom' },
    )
    // Not recognised, it would be wrapped again as a v2 client, whose transactions ElectroDB cannot run.
    expect((entity as unknown as { client: unknown }).client).toBe(client)
  })
})
