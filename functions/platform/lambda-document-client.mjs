// The document client and the ten commands ElectroDB sends (electrodb/src/client.js; getTogether sends
// one of them too), inside the Lambda bundles, each from its own file, given to the module that stands
// for @aws-sdk/lib-dynamodb there (lambda-document-client.cjs, LAMBDA_BUNDLING.alias). Through the
// package's index, esbuild would keep every module it reaches, down to the DynamoDB client's aggregated
// class with all of its commands, waiters and schemas (about 55 kB of every function). Imported first by
// lambda-electrodb.mjs, so that every bundle holding an entity has provided them before anything can use
// them.
// JavaScript, not TypeScript: the packages publish no types for these paths. A file the SDK moves fails
// every bundle (test/infra/api-bundling.test.ts), and test/integration/lambda-bundle.test.ts sends each
// command through a bundle. The embedded stack, the tests and the scripts load the package itself.
import { BatchGetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchGetCommand.js'
import { BatchWriteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchWriteCommand.js'
import { DeleteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/DeleteCommand.js'
import { GetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js'
import { PutCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/PutCommand.js'
import { QueryCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js'
import { ScanCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/ScanCommand.js'
import { TransactGetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactGetCommand.js'
import { TransactWriteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactWriteCommand.js'
import { UpdateCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/UpdateCommand.js'
import { DynamoDBDocumentClient } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/DynamoDBDocumentClient.js'
import { provideDocumentClient } from './lambda-document-client.cjs'

provideDocumentClient({
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
  DynamoDBDocumentClient,
})
