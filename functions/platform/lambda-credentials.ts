/**
 * The AWS SDK's credential provider inside the Lambda bundles: LAMBDA_BUNDLING.alias puts this module
 * in place of `@aws-sdk/credential-provider-node`, whose default chain every client imports. A Lambda
 * finds its execution role's credentials in its environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN), the chain's first link, so the rest (SSO, profile files, processes, web identity,
 * instance metadata, with the STS and SSO clients they build) is never reached there; bundled, it was
 * 134 kB minified in every function and part of each cold start. Everywhere else (the embedded stack,
 * tests, scripts) the SDK's own chain is used, unbundled.
 */
import { type FromEnvInit, fromEnv } from '@aws-sdk/credential-provider-env'

export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init)
