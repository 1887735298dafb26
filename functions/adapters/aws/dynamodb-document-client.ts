import { marshall, type marshallOptions, unmarshall } from '@aws-sdk/util-dynamodb'
import { type CredentialsProvider, jsonErrorOf, retryingTypes, signedJsonPost } from './signed-fetch'

/** A request or answer as DynamoDB's JSON protocol writes it, or as the document client is given it. */
type Fields = Record<string, unknown>
type Item = Record<string, unknown>
type Convert = (value: Item) => Item

/**
 * One DynamoDB operation as a document client sends it: its name, and which parts of its input and
 * answer are items, keys or values (written as attribute values on the wire, as plain values here).
 */
interface Operation {
  name: string
  input(fields: Fields, write: Convert): Fields
  output(fields: Fields, read: Convert): Fields
}

/** A field's items, keys or values converted, the field left out when absent. */
const each = (fields: Fields, names: string[], convert: Convert): Fields => {
  const converted = { ...fields }
  for (const name of names) if (fields[name] !== undefined) converted[name] = convert(fields[name] as Item)
  return converted
}
const mapValues = <T, U>(record: unknown, convert: (value: T) => U) =>
  record === undefined
    ? undefined
    : Object.fromEntries(
        Object.entries(record as Record<string, T>).map(([key, value]) => [key, convert(value)]),
      )
const listOf = (list: unknown, convert: Convert) => (list as Item[] | undefined)?.map(convert)

// What holds items, keys or values in the requests ElectroDB sends (the document client also converts the
// legacy fields: KeyConditions, QueryFilter, ScanFilter, Expected, AttributeUpdates; ElectroDB sends none).

const VALUES = ['ExpressionAttributeValues']
const KEYED = ['Key', ...VALUES]
const ONE_ITEM: Pick<Operation, 'output'> = { output: (fields, read) => each(fields, ['Item'], read) }
const ATTRIBUTES: Pick<Operation, 'output'> = { output: (fields, read) => each(fields, ['Attributes'], read) }
const PAGE: Omit<Operation, 'name'> = {
  input: (fields, write) => each(fields, ['ExclusiveStartKey', ...VALUES], write),
  output: (fields, read) => ({
    ...each(fields, ['LastEvaluatedKey'], read),
    ...(fields.Items ? { Items: listOf(fields.Items, read) } : {}),
  }),
}
/** A transaction's or a batch's write: the request under its one kind. */
const writeRequest = (request: Item, convert: Convert) =>
  mapValues<Item, Fields>(request, (part) => each(part, ['Key', 'Item', ...VALUES], convert)) as Item

const OPERATIONS = {
  get: { name: 'GetItem', input: (f, write) => each(f, ['Key'], write), ...ONE_ITEM },
  put: { name: 'PutItem', input: (f, write) => each(f, ['Item', ...VALUES], write), ...ATTRIBUTES },
  update: { name: 'UpdateItem', input: (f, write) => each(f, KEYED, write), ...ATTRIBUTES },
  delete: { name: 'DeleteItem', input: (f, write) => each(f, KEYED, write), ...ATTRIBUTES },
  query: { name: 'Query', ...PAGE },
  scan: { name: 'Scan', ...PAGE },
  batchGet: {
    name: 'BatchGetItem',
    input: (f, write) => ({
      ...f,
      RequestItems: mapValues<Fields, Fields>(f.RequestItems, (table) => ({
        ...table,
        Keys: listOf(table.Keys, write),
      })),
    }),
    output: (f, read) => ({
      ...f,
      Responses: mapValues<Item[], unknown>(f.Responses, (items) => listOf(items, read)),
      UnprocessedKeys: mapValues<Fields, Fields>(f.UnprocessedKeys, (table) => ({
        ...table,
        Keys: listOf(table.Keys, read),
      })),
    }),
  },
  batchWrite: {
    name: 'BatchWriteItem',
    input: (f, write) => ({
      ...f,
      RequestItems: mapValues<Item[], unknown>(f.RequestItems, (requests) =>
        requests.map((request) => writeRequest(request, write)),
      ),
    }),
    output: (f, read) => ({
      ...f,
      UnprocessedItems: mapValues<Item[], unknown>(f.UnprocessedItems, (requests) =>
        requests.map((request) => writeRequest(request, read)),
      ),
    }),
  },
  transactGet: {
    name: 'TransactGetItems',
    input: (f, write) => ({
      ...f,
      TransactItems: listOf(f.TransactItems, (item) => writeRequest(item, write)),
    }),
    output: (f, read) => ({ ...f, Responses: listOf(f.Responses, (answer) => each(answer, ['Item'], read)) }),
  },
  transactWrite: {
    name: 'TransactWriteItems',
    input: (f, write) => ({
      ...f,
      TransactItems: listOf(f.TransactItems, (item) => writeRequest(item, write)),
    }),
    output: (f) => f,
  },
} satisfies Record<string, Operation>

/** A request as ElectroDB builds it (`new lib.GetCommand(params)`), for the document client to send. */
interface DocumentCommand {
  readonly operation: Operation
  readonly input: Fields
}
const commandFor = (operation: Operation) =>
  class implements DocumentCommand {
    readonly operation = operation
    constructor(readonly input: Fields) {}
  }

/** The commands, by the names @aws-sdk/lib-dynamodb gives them (ElectroDB builds its requests with these). */
export const DOCUMENT_COMMANDS = {
  GetCommand: commandFor(OPERATIONS.get),
  PutCommand: commandFor(OPERATIONS.put),
  UpdateCommand: commandFor(OPERATIONS.update),
  DeleteCommand: commandFor(OPERATIONS.delete),
  QueryCommand: commandFor(OPERATIONS.query),
  ScanCommand: commandFor(OPERATIONS.scan),
  BatchGetCommand: commandFor(OPERATIONS.batchGet),
  BatchWriteCommand: commandFor(OPERATIONS.batchWrite),
  TransactGetCommand: commandFor(OPERATIONS.transactGet),
  TransactWriteCommand: commandFor(OPERATIONS.transactWrite),
}

/** DynamoDB's answers that say "not now" rather than "no", retried as the SDK retries them. */
export const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'TransactionInProgressException',
])
const retryThrottled = retryingTypes(THROTTLED)

// Binary attributes travel as base64 in JSON; the document client gives and takes bytes.
function toWire(this: unknown, key: string, value: unknown) {
  const raw = (this as Record<string, unknown>)[key]
  if (ArrayBuffer.isView(raw))
    return Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64')
  if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('base64')
  return value
}
const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'))
function fromWire(key: string, value: unknown) {
  if (key === 'B' && typeof value === 'string') return bytesOf(value)
  if (key === 'BS' && Array.isArray(value)) return value.map((v) => bytesOf(String(v)))
  return value
}

export interface DocumentClientOptions {
  region: string
  /** DynamoDB Local's address on the embedded stack; the region's endpoint otherwise. */
  endpoint?: string
  credentials: CredentialsProvider
  marshallOptions?: marshallOptions
}

/** A failed request: DynamoDB's error type as the name; a cancelled transaction's reasons, as the SDK's. */
export type DynamoDbError = Error & { CancellationReasons?: Fields[]; Item?: Fields }

/**
 * DynamoDB's document client, over its JSON protocol: the commands ElectroDB sends (get, put, update,
 * delete, query, scan, their batches and transactions), items given and returned as plain values,
 * converted by @aws-sdk/util-dynamodb as @aws-sdk/lib-dynamodb converts them, each request signed by
 * aws4fetch and retried as the SDK retries (a 5xx, a 429, a throttled answer, a lost connection). The
 * SDK's client was most of every function's bundle and of its module load (decision 022).
 */
export function dynamoDbDocumentClient(options: DocumentClientOptions) {
  const target = { service: 'dynamodb', region: options.region, credentials: options.credentials }
  const url = options.endpoint ?? `https://dynamodb.${options.region}.amazonaws.com/`
  // The whole map is converted at once, so its own container is left unconverted (what the document
  // client does node by node); the caller's options are copied, not shared.
  const marshalling = { ...options.marshallOptions, convertTopLevelContainer: false }
  const write: Convert = (value) => marshall(value, marshalling) as Item
  const read: Convert = (value) => unmarshall(value as Parameters<typeof unmarshall>[0]) as Item

  return {
    async send(command: DocumentCommand, sendOptions: { abortSignal?: AbortSignal } = {}): Promise<Fields> {
      const { name, input, output } = command.operation
      const response = await signedJsonPost(
        target,
        url,
        {
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            'x-amz-target': `DynamoDB_20120810.${name}`,
          },
          body: JSON.stringify(input(command.input, write), toWire),
          signal: sendOptions.abortSignal,
        },
        retryThrottled,
      )
      const text = await response.text()
      if (response.ok) {
        const body = (text ? JSON.parse(text, /"BS?"/.test(text) ? fromWire : undefined) : {}) as Fields
        // Fields the answer did not have stay absent, as from the SDK.
        return Object.fromEntries(
          Object.entries(output(body, read)).filter(([, value]) => value !== undefined),
        )
      }
      // A refusal from in front of DynamoDB (a proxy's HTML page) has no JSON: its status names it.
      let body: Fields = {}
      try {
        body = JSON.parse(text) as Fields
      } catch {}
      const error: DynamoDbError = jsonErrorOf(`DynamoDB ${name}`, response, body)
      if (Array.isArray(body.CancellationReasons))
        error.CancellationReasons = body.CancellationReasons as Fields[]
      // The item a failed condition met, when asked for (ElectroDB unmarshalls it, as from the SDK).
      if (body.Item) error.Item = body.Item as Fields
      throw error
    },
  }
}

export type DynamoDbDocumentClient = ReturnType<typeof dynamoDbDocumentClient>
