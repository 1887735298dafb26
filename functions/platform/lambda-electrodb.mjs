// electrodb inside the Lambda bundles (LAMBDA_BUNDLING.alias): the entity and the transaction functions
// createStore uses, each from its own file. ElectroDB is CommonJS and its index `require`s every module,
// so esbuild keeps them all; through this module the Service (collections, 19 kB) stays out.
// JavaScript, not TypeScript: the package publishes no types for these paths. A file ElectroDB moves
// fails every bundle (test/infra/api-bundling.test.ts), and test/integration/lambda-bundle.test.ts runs a
// transaction through a bundle. The embedded stack, the tests and the scripts load the package itself.
// First: what ElectroDB's `require` of @aws-sdk/lib-dynamodb reads (lambda-document-client.cjs).
import './lambda-document-client.mjs'

export { Entity } from '../../node_modules/electrodb/src/entity.js'
export {
  createGetTransaction,
  createWriteTransaction,
} from '../../node_modules/electrodb/src/transaction.js'
