import type { BuildOptions } from 'esbuild'
import { FIRST_USE_PATHS } from '../../functions/platform/wiring/installs'

/**
 * How every Pressroom Lambda is bundled (esbuild's own API, called by the CDK app's AppFunction and by
 * `npm run bench:bundles` alike), kept apart from the construct so the bench bundles with exactly the same
 * options without loading aws-cdk-lib.
 */
export const LAMBDA_BUNDLING: {
  target: string
  mainFields: string[]
  banner: string
  minify: boolean
  sourceMap: boolean
  sourcesContent: boolean
  bundleAwsSDK: boolean
  externalModules: string[]
  /** Packages replaced in the bundle: name -> module, relative to the repository root. */
  alias: Record<string, string>
  /** Expressions replaced at build time: name -> JSON value. */
  define: Record<string, string>
  /**
   * ES module code splitting (decision 044): what a function loads with `await import()` (S3's client,
   * the feed parser, sanitize-html, the SDK's user-agent parser) is a chunk of its own beside index.mjs,
   * read from disk the first time it is needed instead of parsed at every cold start.
   */
  splitting: boolean
  /** Where the chunks go in the asset, beside the handler's index.mjs. */
  chunkNames: string
} = {
  target: 'node22',
  // Prefer packages' ESM builds; fall back to CommonJS (served by the require shim).
  mainFields: ['module', 'main'],
  // esbuild emits ESM, where `require` does not exist; CommonJS dependencies bundled into the output
  // still call it, so the banner gives the module one.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  minify: true,
  sourceMap: true,
  // The maps only need line mappings; embedding the sources would triple the asset size.
  sourcesContent: false,
  // Ship the AWS SDK versions the code was tested with instead of whatever the runtime carries.
  bundleAwsSDK: true,
  // Loaded only when used, never at cold start: the PDF renderers (Chromium ships with the render
  // function alone, as `nodeModules`) and sharp's native binaries, which esbuild cannot bundle (installed
  // beside the groups that declare it, for the Lambda's platform: EndpointGroup.installs).
  // The OpenSearch client (with the aws-sdk v2 it pulls in, 9.6 MB) ships beside the search groups
  // only when OpenSearch is enabled (ApiStack), and is loaded only when chosen.
  externalModules: [
    'playwright-core',
    'sharp',
    '@sparticuz/chromium',
    'puppeteer-core',
    '@opensearch-project/opensearch',
    // What a port's adapter loads on first use (the OpenAI SDK, nodemailer's composer), installed
    // beside the functions that wire the port (functions/platform/wiring/installs.ts).
    ...FIRST_USE_PATHS,
  ],
  // The SDK's default credential chain, which every client imports, becomes the one link a Lambda
  // uses: its role's credentials from the environment (functions/platform/lambda-credentials.ts).
  // ElectroDB `require`s the SDK's document client whole, and esbuild cannot shake a package reached by
  // `require`: both DynamoDB packages become their client and the ten commands ElectroDB sends, each
  // from its own file in the package (lambda-document-client.mjs, lambda-dynamodb-client.mjs). What
  // ElectroDB's `require` reaches is a CommonJS stand-in that those ES modules fill
  // (lambda-document-client.cjs), so that the SDK's modules start with the bundle instead of on their
  // first call, which compiled each of them twice at every cold start.
  // ElectroDB, which `require`s its Service whole, becomes the entity and the transactions createStore
  // uses (lambda-electrodb.mjs), whose check of each model against a JSON schema, already made by every
  // unbundled run, is left to them (lambda-jsonschema.mjs).
  alias: {
    '@aws-sdk/credential-provider-node': './functions/platform/lambda-credentials.ts',
    '@aws-sdk/lib-dynamodb': './functions/platform/lambda-document-client.cjs',
    '@aws-sdk/client-dynamodb': './functions/platform/lambda-dynamodb-client.mjs',
    electrodb: './functions/platform/lambda-electrodb.mjs',
    jsonschema: './functions/platform/lambda-jsonschema.mjs',
  },
  // The host the code runs on, known when it is bundled: a wiring that tests it in its own module loses its
  // embedded-only branch, and the adapter that branch imports, from every Lambda (wiring/mailer.ts).
  define: { 'process.env.PRESSROOM_HOST': JSON.stringify('lambda') },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
}

/**
 * The bundling as esbuild's options, without the entry and the output directory: what the CDK app
 * builds (lambdaBuildOptions), and what the bench and the bundling tests build with; `installs` are left
 * out, installed beside the bundle instead (AppFunction's nodeModules).
 */
export function lambdaEsbuildOptions(installs: string[] = []): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_BUNDLING.target,
    mainFields: LAMBDA_BUNDLING.mainFields,
    banner: { js: LAMBDA_BUNDLING.banner },
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourceMap,
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    external: [...LAMBDA_BUNDLING.externalModules, ...installs],
    alias: LAMBDA_BUNDLING.alias,
    define: LAMBDA_BUNDLING.define,
    splitting: LAMBDA_BUNDLING.splitting,
    // The handler is index.mjs, as Lambda's `index.handler` finds it; chunks are ES modules too.
    entryNames: 'index',
    chunkNames: LAMBDA_BUNDLING.chunkNames,
    outExtension: { '.js': '.mjs' },
  }
}

/** One function's bundle: its entry (relative to absWorkingDir) into `outdir`, as index.mjs and its chunks. */
export function lambdaBuildOptions(entry: string, outdir: string, installs: string[] = []): BuildOptions {
  return { ...lambdaEsbuildOptions(installs), entryPoints: [entry], outdir }
}

/** The handler's file in a bundle's directory. */
export const LAMBDA_HANDLER_FILE = 'index.mjs'

/** The output format: ES modules (OutputFormat.ESM in the construct). */
export const LAMBDA_FORMAT = 'esm'

/**
 * The most a Lambda's bundle may weigh, the render function's aside (issue 37, decision 014): all of its
 * JavaScript, index.mjs and every chunk beside it (decision 044), whether a cold start loads it or not.
 * Held by `npm test` on every bundle the CDK app makes, and reported by `npm run bench:bundles`.
 */
export const BUNDLE_SIZE_BUDGET = 1_500 * 1000

/**
 * How many times a bare handler's cold start (one GetItem through the SDK's DynamoDB client; for the
 * search groups, whose first request reads their index from S3, a GetObject too) a function's may take,
 * import and first request included (issue 37): `npm run bench:bundles`.
 */
export const COLD_START_BUDGET = 1.5

/**
 * The Node release `npm run bench:bundles` starts the bundles on: the Lambdas' runtime line (nodejs22.x,
 * which the bundles target as node22), at a recent patch, since AWS moves the runtime's patch on its own.
 * test/infra/api-stack.test.ts holds it to the functions' runtime.
 */
export const LAMBDA_NODE_RELEASE = '22.23.5'
