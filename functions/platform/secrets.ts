import { type SecretReader, secretsManagerReader } from '../adapters/aws/secrets-manager'

/** The keys an operator keeps in the app's secret rather than in plain Lambda settings. */
export const SECRET_KEYS = ['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const

let loaded: Promise<void> | undefined
/** Secrets Manager's reader, made when first needed and kept for the container (a retry reuses it). */
let secretsManager: SecretReader | undefined

/**
 * In AWS, APP_SECRETS_ARN names a Secrets Manager secret holding a JSON object of SECRET_KEYS. They are
 * read once per container, before the configuration is, and put beside the other settings; empty
 * values are skipped, so an unfilled secret leaves the offline defaults (composer, local checkout).
 */
export function loadSecrets(readSecret?: SecretReader): Promise<void> {
  const arn = process.env.APP_SECRETS_ARN
  if (!arn) return Promise.resolve()
  loaded ??= (async () => {
    secretsManager ??= secretsManagerReader()
    const read = readSecret ?? secretsManager
    const values = JSON.parse((await read(arn)) ?? '{}') as Record<string, unknown>
    for (const key of SECRET_KEYS) {
      const value = values[key]
      if (typeof value === 'string' && value.trim()) process.env[key] = value
    }
  })().catch((error: unknown) => {
    loaded = undefined // the next request tries again
    throw error
  })
  return loaded
}
