import type { DocumentClient } from 'electrodb'
// ElectroDB's own wrapper of a v3 document client; the package publishes no types for its modules.
// @ts-expect-error no declaration file for electrodb/src/client.js
import { DocumentClientV3Wrapper } from '../../node_modules/electrodb/src/client.js'
import { DOCUMENT_COMMANDS, type DynamoDbDocumentClient } from '../adapters/aws/dynamodb-document-client'

/** What the entities are given: a document client, as ElectroDB types it. */
export type StoreClient = DocumentClient

/**
 * The store's document client as ElectroDB takes it. Given a client with `send`, ElectroDB wraps it
 * with the commands of @aws-sdk/lib-dynamodb, whichever it finds installed; wrapped here, it builds
 * the document client's own commands instead (the Lambda bundles alias the package to the client's
 * module, so ElectroDB's `require` of it brings in nothing more).
 */
export function electroDbClient(client: DynamoDbDocumentClient): StoreClient {
  return new DocumentClientV3Wrapper(client, DOCUMENT_COMMANDS) as StoreClient
}
