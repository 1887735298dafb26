// @aws-sdk/lib-dynamodb inside the Lambda bundles (LAMBDA_BUNDLING.alias), as every importer sees it:
// the document client and the ten commands ElectroDB sends, handed over by lambda-document-client.mjs,
// which loads them as ES modules.
// Why not that module itself: ElectroDB is CommonJS and `require`s the package (electrodb/src/client.js).
// esbuild makes every ES module that a `require` reaches, and everything it imports, start on its first
// call (its `__esm` wrapper), so that one `require` wrapped the whole SDK graph beneath the document
// client, about 340 modules, and V8 compiled each of them a second time at every cold start (about 8 ms
// of the bare store handler's cold start, decision 049). This module `require`s nothing: its names read
// what lambda-document-client.mjs has provided, when they are used. electrodb-client.ts, which makes
// the client, imports ElectroDB first, and with it lambda-document-client.mjs; get-together.ts reads
// BatchGetCommand only when it is called, with a client electrodb-client.ts made.
const NAMES = [
  'BatchGetCommand',
  'BatchWriteCommand',
  'DeleteCommand',
  'GetCommand',
  'PutCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetCommand',
  'TransactWriteCommand',
  'UpdateCommand',
  'DynamoDBDocumentClient',
]

let provided

for (const name of NAMES)
  Object.defineProperty(exports, name, {
    enumerable: true,
    get() {
      if (!provided) throw new Error(`${name} was used before lambda-document-client.mjs provided it.`)
      return provided[name]
    },
  })

/** Called once by lambda-document-client.mjs, with exactly the classes named above. */
exports.provideDocumentClient = (sdk) => {
  const given = Object.keys(sdk).sort().join(', ')
  const expected = [...NAMES].sort().join(', ')
  if (given !== expected) throw new Error(`lambda-document-client.mjs provided ${given}, not ${expected}.`)
  provided = sdk
}
