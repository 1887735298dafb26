import type { PortName } from './container'

/**
 * What a handler may do in AWS, declared beside it: the CDK app grants exactly these to its Lambda
 * (infra/aws/grants.ts), nothing more.
 */
export type Need =
  | 'table:read'
  | 'table:write'
  | 'assets:read'
  | 'assets:write'
  /** Writing the files made for one download (downloads/…), and nothing else in the bucket. */
  | 'downloads:write'
  /** Cognito's admin calls (confirming a sign-up, changing an attribute); the rest need no IAM. */
  | 'identity:admin'
  /** The app's keys in Secrets Manager (OpenAI, Stripe). */
  | 'secrets:read'
  | 'mail:send'
  | 'sends:enqueue'
  | 'followups:schedule'
  | 'renders:request'

/** What each port's AWS adapter calls; a handler declaring a port must declare these too. */
export const PORT_NEEDS: Record<PortName, Need[]> = {
  identity: ['identity:admin'],
  pages: [],
  blobs: ['assets:read'],
  writer: ['secrets:read'],
  payments: ['secrets:read'],
  mailer: ['mail:send'],
  queue: ['sends:enqueue'],
  scheduler: ['followups:schedule'],
  pdf: [],
  renders: ['renders:request'],
  // The prebuilt index file (written back when a container had to build it); OpenSearch is granted
  // by its construct when enabled.
  search: ['assets:read', 'assets:write'],
}
