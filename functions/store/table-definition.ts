import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb'

/**
 * The single table's keys. The CDK table and the embedded stack's DynamoDB Local table are both built
 * from this, and the ElectroDB entities in this folder map their access patterns onto these names.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Overloaded secondary indexes; each entity documents which access pattern it puts on which. */
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  timeToLiveAttribute: 'ttl',
} as const

export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyNames = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_KEYS.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE_KEYS.globalIndexes.map((i) => ({
      IndexName: i.indexName,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: 'HASH' },
        { AttributeName: i.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  }
}
