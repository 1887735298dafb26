import {
  DynamoDBDocumentClient,
  type DynamoDBDocumentClientResolvedConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
} from '@aws-sdk/lib-dynamodb'
import { type AwsStub, mockClient } from 'aws-sdk-client-mock'
import { afterAll, afterEach, beforeAll } from 'vitest'

export type DocumentClientStub = AwsStub<
  ServiceInputTypes,
  ServiceOutputTypes,
  DynamoDBDocumentClientResolvedConfig
>

/**
 * The SDK's document client mocked (aws-sdk-client-mock) for the tests of the describe block it is
 * called in: every command the store sends goes to the stub, which is emptied after each test. The stub
 * is made before the first test, so read it inside tests: `const dynamodb = mockDocumentClient()`, then
 * `dynamodb().on(...)`.
 */
export function mockDocumentClient(): () => DocumentClientStub {
  let stub: DocumentClientStub | undefined
  beforeAll(() => {
    stub = mockClient(DynamoDBDocumentClient)
  })
  afterEach(() => stub?.reset())
  afterAll(() => stub?.restore())
  return () => {
    if (!stub) throw new Error('mockDocumentClient: read the stub inside a test')
    return stub
  }
}

/** An item as the table holds it, for a stub to answer with: what an entity's `create(...)` would put. */
export const storedItem = (create: { params(): object }) =>
  (create.params() as { Item: Record<string, unknown> }).Item
