import type { PortName, Ports } from '../container'

/**
 * What a port's adapter imports on its first use (a pitch written, a message composed), not at a cold
 * start. A Lambda bundle leaves these paths out (LAMBDA_BUNDLING.externalModules) and the CDK app
 * installs their packages beside each function that wires the port, so a cold start does not parse
 * what most of its requests never load: bundled, the OpenAI SDK was 160 kB and nodemailer's composer
 * 139 kB of each function that could write a pitch or send a message, and Stripe 246 kB of billing. Only for adapters that load the
 * path with `await import()`: a static import would load it at the cold start anyway, bundled faster.
 */
export const FIRST_USE_IMPORTS: { [K in PortName]?: string[] } = {
  // The OpenAI SDK, or compromise's tagger for the offline composer's sentences: loaded by the one chosen.
  writer: ['openai', 'compromise'],
  // Stripe's SDK: only a checkout, a portal session or a webhook loads it.
  payments: ['stripe'],
  // nodemailer's composer: the one part of nodemailer the mailer's adapter imports.
  mailer: ['nodemailer/lib/mail-composer'],
}

/** The package an import path is in: `nodemailer/lib/mail-composer` -> `nodemailer`. */
export const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/')

/** What a function that wires these ports installs beside its bundle. */
export function installsFor(ports: Ports): string[] {
  const paths = Object.keys(ports).flatMap((name) => FIRST_USE_IMPORTS[name as PortName] ?? [])
  return [...new Set(paths.map(packageOf))]
}

/** Every import path some port loads on first use: left out of every bundle. */
export const FIRST_USE_PATHS = [...new Set(Object.values(FIRST_USE_IMPORTS).flat())]
