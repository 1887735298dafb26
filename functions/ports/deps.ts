import type { Store } from '../store/store'
import type { Blobs } from './blobs'
import type { FeedFetcher } from './feed-fetcher'
import type { Identity } from './identity'
import type { JobQueue } from './job-queue'
import type { MailDomains } from './mail-domains'
import type { Mailer } from './mailer'
import type { Metrics } from './metrics'
import type { PageFetcher } from './page-fetcher'
import type { Payments } from './payments'
import type { PdfRenderer } from './pdf-renderer'
import type { PitchWriter } from './pitch-writer'
import type { Scheduler } from './scheduler'
import type { SearchIndex } from './search-index'
import type { SendingIdentities } from './sending-identities'

/** The few settings use cases read, named for what they mean rather than for their variables. */
export interface Settings {
  /** The From address of every pitch. */
  mailFrom: string
  /** Replies come back to reply+<token>@replyDomain. */
  replyDomain: string
  /**
   * Base of the links in every e-mail (unsubscribe). Absent in AWS without `-c appUrl`: no message is
   * then sent (each fails before SES), since a link on localhost would be a dead unsubscribe link.
   */
  linkBaseUrl?: string
  /** Where the app is served (Stripe's return addresses, shared kit links); never the request's Origin. */
  appUrl?: string
  launchWeekCap: number
  /** A search export larger than this is written to the assets bucket and answered with a link. */
  exportInlineBytes: number
  /** Product id to Stripe price id. */
  stripePriceIds: Record<string, string>
  rateLimits: { signInPerAccount: number; signInPerAddress: number; signUpPerAddress: number }
}

/** What use cases are given: the store, the ports and their settings, never the environment. */
export interface Deps {
  store: Store
  identity: Identity
  pages: PageFetcher
  blobs: Blobs
  writer: PitchWriter
  payments: Payments
  mailer: Mailer
  /** Whether a journalist's domain takes mail, asked before each send. */
  mailDomains: MailDomains
  queue: JobQueue
  scheduler: Scheduler
  /** Founders' own sending domains: SES identities in AWS, a DNS check on the embedded stack. */
  identities: SendingIdentities
  pdf: PdfRenderer
  /** Where kit renders are requested: the render queue in AWS, the job queue on the embedded stack. */
  renders: JobQueue
  /** Publications' feeds, read through the same public-address guard as `pages`. */
  feedFetcher: FeedFetcher
  /** Feed reads fanned out: the feed queue in AWS, the job queue on the embedded stack. */
  feedQueue: JobQueue
  /** Journalist search: the in-memory index (loaded from its prebuilt file) or OpenSearch. */
  search: SearchIndex
  /** Counts of the invocation (CloudWatch metrics in AWS): functions/platform/metrics.ts. */
  metrics: Metrics
  settings: Settings
  now: () => Date
}
