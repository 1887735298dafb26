import type { Deps, Settings } from '../ports/deps'
import { createStore } from '../store/store'
import { now } from './clock'
import type { Config } from './config'
import { localService } from './wiring/local-credentials'

export type PortName = Exclude<keyof Deps, 'store' | 'settings' | 'now'>

/** Builds one port from the configuration (and, for adapters kept in the table, the store). */
export type PortFactory<K extends PortName> = (config: Config, deps: Pick<Deps, 'store' | 'now'>) => Deps[K]

/** The ports a handler uses and how each is built: see functions/platform/wiring/. */
export type Ports = { [K in PortName]?: PortFactory<K> }

const PORT_NAMES: PortName[] = [
  'identity',
  'pages',
  'blobs',
  'writer',
  'payments',
  'mailer',
  'mailDomains',
  'queue',
  'scheduler',
  'identities',
  'pdf',
  'renders',
  'feedFetcher',
  'feedQueue',
  'search',
  'metrics',
]

export function settingsOf(config: Config): Settings {
  return {
    mailFrom: config.MAIL_FROM,
    replyDomain: config.REPLY_DOMAIN,
    // Through SES (in AWS) only a configured address: never a localhost link in a journalist's mail.
    linkBaseUrl: (
      config.MAIL_LINK_URL ??
      config.APP_URL ??
      (config.MAIL_TRANSPORT === 'ses' ? undefined : 'http://localhost:3000')
    )?.replace(/\/+$/, ''),
    appUrl: (config.APP_URL ?? config.MAIL_LINK_URL)?.replace(/\/+$/, ''),
    launchWeekCap: config.LAUNCH_WEEK_CAP,
    exportInlineBytes: config.EXPORT_INLINE_BYTES,
    stripePriceIds: config.STRIPE_PRICE_IDS,
    rateLimits: {
      signInPerAccount: config.SIGN_IN_LIMIT_PER_ACCOUNT,
      signInPerAddress: config.SIGN_IN_LIMIT_PER_ADDRESS,
      signUpPerAddress: config.SIGN_UP_LIMIT_PER_ADDRESS,
    },
  }
}

/**
 * The dependencies of one handler, from a configuration and the ports it declares. Nothing is read from
 * the environment; each port is built on first use, and a port the handler did not declare throws, so
 * an undeclared use fails in the tests rather than reaching for a permission its Lambda lacks.
 */
export function createContainer(config: Config, ports: Ports, owner = 'this handler'): Deps {
  const store = createStore({
    table: config.TABLE_NAME,
    region: config.AWS_REGION,
    ...localService(config.DYNAMODB_ENDPOINT),
  })
  const base = { store, now }
  const deps = { ...base, settings: settingsOf(config) } as Deps
  for (const name of PORT_NAMES) {
    let built: Deps[typeof name] | undefined
    Object.defineProperty(deps, name, {
      enumerable: true,
      get() {
        const factory = ports[name] as PortFactory<typeof name> | undefined
        if (!factory) throw new Error(`${owner} does not declare the '${name}' port`)
        built ??= factory(config, base)
        return built
      },
    })
  }
  return deps
}
