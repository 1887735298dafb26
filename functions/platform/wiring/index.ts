import type { Ports } from '../container'
import { noMetrics } from '../metrics'
import { blobsPort } from './blobs'
import { identitiesPort } from './identities'
import { identityPort } from './identity'
import { mailDomainsPort, mailerPort } from './mailer'
import { feedFetcherPort, pagesPort } from './pages'
import { paymentsPort } from './payments'
import { pdfPort } from './pdf'
import { feedQueuePort, queuePort, rendersPort } from './queue'
import { schedulerPort } from './scheduler'
import { searchPort } from './search'
import { writerPort } from './writer'

export {
  blobsPort,
  feedFetcherPort,
  feedQueuePort,
  identitiesPort,
  identityPort,
  mailDomainsPort,
  mailerPort,
  pagesPort,
  paymentsPort,
  pdfPort,
  queuePort,
  rendersPort,
  schedulerPort,
  writerPort,
}

/** Every port: for the embedded stack's own pages and workers and for tools, never for a Lambda. */
export const allPorts: Required<Ports> = {
  identity: identityPort,
  pages: pagesPort,
  blobs: blobsPort,
  writer: writerPort,
  payments: paymentsPort,
  mailer: mailerPort,
  mailDomains: mailDomainsPort,
  queue: queuePort,
  scheduler: schedulerPort,
  identities: identitiesPort,
  pdf: pdfPort,
  renders: rendersPort,
  feedFetcher: feedFetcherPort,
  feedQueue: feedQueuePort,
  search: searchPort,
  metrics: () => noMetrics,
}
