import * as z from '../../shared/contracts/zod'
import { RATE_LIMIT_DEFAULTS } from '../../shared/domain/rate-limits'

/**
 * The one place that reads the environment (in a Lambda). The embedded stack hands its configuration
 * over as an object through `parseConfig` instead.
 */
/** An unset variable, or one set to nothing (`KEY=` in a .env file), is absent (zod's `preprocess`). */
const unsetWhenEmpty = z.transform((value: unknown) => (value === '' ? undefined : value))
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(unsetWhenEmpty, z.optional(schema))

/** A positive whole number, its default when unset or empty. */
const count = (fallback: number) =>
  z.pipe(unsetWhenEmpty, z._default(z.coerce.number().check(z.int(), z.gte(1)), fallback))

const Env = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  ASSETS_BUCKET: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  /** Set only on the embedded stack: the loopback endpoints of DynamoDB Local, cognito-local and s3rver. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  COGNITO_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  /** Loopback ports the article-link lookup may read (comma-separated; the tests' pages); none in AWS. */
  PAGE_FETCH_LOOPBACK_PORTS: z.pipe(
    z.pipe(
      z._default(z.string(), ''),
      z.transform((text) => text.split(',').filter(Boolean).map(Number)),
    ),
    z.array(z.number().check(z.int(), z.gte(1), z.lte(65_535))),
  ),
  /** Without a key, pitches come from the offline composer. */
  OPENAI_API_KEY: optional(z.string().check(z.minLength(1))),
  OPENAI_MODEL: z._default(z.string().check(z.minLength(1)), 'gpt-4o-mini'),
  OPENAI_BASE_URL: optional(z.url()),
  /** Where the app is served, for Stripe's return addresses; without it, MAIL_LINK_URL. Never the Origin. */
  APP_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Base of the links in every e-mail (unsubscribe): APP_URL in AWS, the embedded server locally. */
  MAIL_LINK_URL: optional(z.url()),
  /** `ses` in AWS; `mailbox` keeps every message in the embedded stack's local mailbox instead. */
  MAIL_TRANSPORT: z._default(z.enum(['ses', 'mailbox']), 'mailbox'),
  /** The From address of every pitch (an SES-verified identity's domain in AWS). */
  MAIL_FROM: z._default(z.email(), 'pitches@mail.pressroom.example'),
  /** Replies come back to reply+<token>@REPLY_DOMAIN (the SES receipt rule's domain in AWS). */
  REPLY_DOMAIN: z._default(z.string().check(z.minLength(1)), 'reply.pressroom.example'),
  SES_CONFIGURATION_SET: optional(z.string().check(z.minLength(1))),
  /**
   * The DNS servers that say whether a journalist's domain takes mail (`ip` or `ip:port`,
   * comma-separated): the tests' loopback DNS. Unset: the system's resolvers in AWS, and on the
   * embedded stack no lookup at all (its mailbox takes every domain, offline too; decision 040).
   */
  DNS_SERVERS: z.pipe(
    z._default(z.string(), ''),
    z.transform((text) =>
      text
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    ),
  ),
  /** The send queue in AWS (SQS); without it, the queue kept in the table. */
  SEND_QUEUE_URL: optional(z.url()),
  /** AWS: the queue of KitRenderRequested, read by the render function (Chromium for Lambda renders). */
  RENDER_QUEUE_URL: optional(z.url()),
  /** AWS: the queue of FeedsDue and FeedReadRequested, read by the feed reader. */
  FEED_QUEUE_URL: optional(z.url()),
  /** The operator's publication feeds, comma-separated: added on every FeedsDue. */
  FEED_URLS: z.pipe(
    z._default(z.string(), ''),
    z.transform((text) =>
      text
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    ),
  ),
  SEND_QUEUE_ARN: optional(z.string().check(z.minLength(1))),
  /** EventBridge Scheduler's group and the role it assumes; without them, schedules kept in the table. */
  SCHEDULER_GROUP: optional(z.string().check(z.minLength(1))),
  SCHEDULER_ROLE_ARN: optional(z.string().check(z.minLength(1))),
  /** Without a key, checkout runs on the embedded stack's local payment page. */
  STRIPE_SECRET_KEY: optional(z.string().check(z.minLength(1))),
  /** Signs webhook events: Stripe's endpoint secret, or the embedded stack's own. */
  STRIPE_WEBHOOK_SECRET: optional(z.string().check(z.minLength(1))),
  /** JSON map of product id to Stripe price id, e.g. {"growth":"price_123"}. */
  STRIPE_PRICE_IDS: z.pipe(
    z._default(z.string(), '{}'),
    z.transform((text) => z.record(z.string(), z.string()).parse(JSON.parse(text || '{}'))),
  ),
  LAUNCH_WEEK_CAP: z.pipe(unsetWhenEmpty, z._default(z.coerce.number().check(z.int(), z.gte(0)), 137)),
  /** How many attempts each rate limit allows in its window (shared/domain/rate-limits.ts says why). */
  SIGN_IN_LIMIT_PER_ACCOUNT: count(RATE_LIMIT_DEFAULTS.signInPerAccount.max),
  SIGN_IN_LIMIT_PER_ADDRESS: count(RATE_LIMIT_DEFAULTS.signInPerAddress.max),
  SIGN_UP_LIMIT_PER_ADDRESS: count(RATE_LIMIT_DEFAULTS.signUpPerAddress.max),
  /** Where journalist search runs: in the function (memory) or on Amazon OpenSearch Service (decision 010). */
  SEARCH_ENGINE: z._default(z.enum(['memory', 'opensearch']), 'memory'),
  /** The OpenSearch Service domain's endpoint (https://...), with SEARCH_ENGINE=opensearch. */
  OPENSEARCH_ENDPOINT: optional(z.url()),
  /** The alias searches read; each import version is an index behind it. */
  OPENSEARCH_INDEX: z._default(z.string().check(z.minLength(1)), 'journalists'),
  /** A CSV export larger than this many bytes goes to the assets bucket and is answered with a link. */
  EXPORT_INLINE_BYTES: count(1_000_000),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error']), 'info'),
  /** The Chromium that renders kit PDFs (Debian's on the embedded default). */
  CHROMIUM_PATH: z._default(z.string().check(z.minLength(1)), '/usr/bin/chromium'),
})
export type Config = z.infer<typeof Env>

let cached: Config | undefined

/** A configuration from variables given as an object (the embedded stack, tools and tests). */
export function parseConfig(variables: Record<string, string | undefined>): Config {
  const parsed = Env.safeParse(variables)
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** A Lambda's configuration: its environment, read once. */
export function config(): Config {
  cached ??= parseConfig(process.env)
  return cached
}
