import { httpFeedFetcher, httpPageFetcher } from '../../adapters/http-page-fetcher'
import type { PortFactory } from '../container'

/** Public web pages only; on the embedded stack also the loopback ports of the tests' pages. */
export const pagesPort: PortFactory<'pages'> = (config) =>
  httpPageFetcher({ loopbackPorts: config.PAGE_FETCH_LOOPBACK_PORTS })

/** Publications' feeds through the same guard, and the same loopback ports for the tests' feeds. */
export const feedFetcherPort: PortFactory<'feedFetcher'> = (config) =>
  httpFeedFetcher({ loopbackPorts: config.PAGE_FETCH_LOOPBACK_PORTS })
