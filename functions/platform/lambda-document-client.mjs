// @aws-sdk/lib-dynamodb inside the Lambda bundles (LAMBDA_BUNDLING.alias): the document client and the
// ten commands ElectroDB sends (electrodb/src/client.js), each from its own file. ElectroDB is CommonJS and
// `require`s the package whole; esbuild then keeps every module the package's index reaches, down to the
// DynamoDB client's aggregated class with all of its commands, waiters and schemas (about 55 kB of every
// function). Through this module it reaches only what is named here.
// JavaScript, not TypeScript: the packages publish no types for these paths. A file the SDK moves fails
// every bundle (test/infra/api-bundling.test.ts), and test/integration/lambda-bundle.test.ts sends each
// command through a bundle. The embedded stack, the tests and the scripts load the package itself.
export { BatchGetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchGetCommand.js'
export { BatchWriteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchWriteCommand.js'
export { DeleteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/DeleteCommand.js'
export { GetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js'
export { PutCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/PutCommand.js'
export { QueryCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js'
export { ScanCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/ScanCommand.js'
export { TransactGetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactGetCommand.js'
export { TransactWriteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactWriteCommand.js'
export { UpdateCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/UpdateCommand.js'
export { DynamoDBDocumentClient } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/DynamoDBDocumentClient.js'
