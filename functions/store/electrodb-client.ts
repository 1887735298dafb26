import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { DocumentClient } from 'electrodb'
// ElectroDB, for what it does as it loads: in a Lambda bundle, its module provides what the document
// client's import above stands for (functions/platform/lambda-document-client.cjs) before this
// module's code runs.
import 'electrodb'

/** What the entities are given: a document client, as ElectroDB types it. */
export type StoreClient = DocumentClient

export interface StoreClientOptions {
  region: string
  /** DynamoDB Local's address on the embedded stack; the region's endpoint otherwise. */
  endpoint?: string
  /** DynamoDB Local's keys on the embedded stack; the SDK's chain (in a Lambda, its role) otherwise. */
  credentials?: DynamoDBClientConfig['credentials']
}

/**
 * The SDK's document client, which ElectroDB wraps with @aws-sdk/lib-dynamodb's commands. Made on the
 * first entity built, so a container that never reads the table never builds it. An attribute left
 * undefined is dropped, as ElectroDB's optional attributes expect.
 */
export function storeClient(options: StoreClientOptions): StoreClient {
  const dynamodb = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  })
  return DynamoDBDocumentClient.from(dynamodb, {
    marshallOptions: { removeUndefinedValues: true },
  }) as unknown as StoreClient
}
