// jsonschema inside the Lambda bundles (LAMBDA_BUNDLING.alias). ElectroDB uses it for one thing there:
// checking each entity's model against its JSON schema as the entity is built (validations.js; the
// Service, whose joins also ask it, is not in the bundles: lambda-electrodb.mjs). The models are fixed
// in code, and every unbundled run (the tests, the embedded stack) builds each of them through the real
// check (functions/store/store.test.ts builds all of them), so a Lambda would only repeat it: 29 kB of
// every bundle, and most of the time a handler's first request spends building its store.
// JavaScript, not TypeScript, like the other shims. test/integration/lambda-bundle.test.ts builds and
// uses entities through it.
export class Validator {
  addSchema() {}

  validate() {
    return { valid: true, errors: [] }
  }
}
// ElectroDB adds its custom formats to the prototype's table as it loads.
Validator.prototype.customFormats = {}
