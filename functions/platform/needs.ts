import { ASSET_PREFIXES } from './asset-prefixes'
import type { PortName } from './container'

/**
 * What a handler may do in AWS, declared beside it: the CDK app grants exactly these to its Lambda
 * (infra/aws/grants.ts), nothing more.
 */
export type Need =
  | 'table:read'
  | 'table:write'
  | BucketNeed
  /** Cognito's admin calls (confirming a sign-up, changing an attribute); the rest need no IAM. */
  | 'identity:admin'
  /** The app's keys in Secrets Manager (OpenAI, Stripe). */
  | 'secrets:read'
  | 'mail:send'
  | 'sends:enqueue'
  | 'followups:schedule'
  | 'renders:request'
  | 'feeds:enqueue'
  /** SES identities Pressroom creates for founders' domains, and sending from them (decision 043). */
  | 'identities:manage'

/** What a bucket need allows under its prefix; each level includes the ones before it. */
export const BUCKET_ACCESS = ['read', 'put', 'delete'] as const
export type BucketAccess = (typeof BUCKET_ACCESS)[number]

/**
 * The assets bucket, a prefix at a time: reading (objects and links to them), putting, which includes
 * reading (a link a function signs works only if the function may read the object), and deleting, which
 * includes both (a founder's kit files are removed with the kit). Nothing is granted on the bucket as a
 * whole. The CDK grants (infra/aws/grants.ts) and the guard every host holds a handler to
 * (scoped-blobs.ts) both read this.
 */
export const BUCKET_NEEDS = {
  'kits:read': { prefix: ASSET_PREFIXES.kits, access: 'read' },
  'kits:write': { prefix: ASSET_PREFIXES.kits, access: 'delete' },
  'search-index:write': { prefix: ASSET_PREFIXES.search, access: 'put' },
  'exports:write': { prefix: ASSET_PREFIXES.exports, access: 'put' },
  'downloads:write': { prefix: ASSET_PREFIXES.downloads, access: 'put' },
  'conversations:read': { prefix: ASSET_PREFIXES.conversations, access: 'read' },
  'conversations:put': { prefix: ASSET_PREFIXES.conversations, access: 'put' },
  'conversations:write': { prefix: ASSET_PREFIXES.conversations, access: 'delete' },
} as const satisfies Record<string, { prefix: string; access: BucketAccess }>

/** Whether a need's access level allows `wanted`. */
export const allows = (access: BucketAccess, wanted: BucketAccess) =>
  BUCKET_ACCESS.indexOf(access) >= BUCKET_ACCESS.indexOf(wanted)

export type BucketNeed = keyof typeof BUCKET_NEEDS

export const isBucketNeed = (need: Need): need is BucketNeed => need in BUCKET_NEEDS

/** What each port's AWS adapter calls; a handler declaring a port must declare these too. */
export const PORT_NEEDS: Record<PortName, Need[]> = {
  identity: ['identity:admin'],
  pages: [],
  // Which prefixes, the group says (BUCKET_NEEDS); it must name at least one.
  blobs: [],
  writer: ['secrets:read'],
  payments: ['secrets:read'],
  mailer: ['mail:send'],
  // DNS queries need no grant.
  mailDomains: [],
  queue: ['sends:enqueue'],
  scheduler: ['followups:schedule'],
  identities: ['identities:manage'],
  pdf: [],
  renders: ['renders:request'],
  feedFetcher: [],
  feedQueue: ['feeds:enqueue'],
  // The prebuilt index file (written back when a container had to build it); OpenSearch is granted
  // by its construct when enabled.
  search: ['search-index:write'],
  // Published as log lines in the embedded metric format: no grant of its own.
  metrics: [],
}

/** What the inbound mail Lambda may do on the bucket: keep a conversation's HTML and files. */
export const INBOUND_MAIL_NEEDS: BucketNeed[] = ['conversations:put']
