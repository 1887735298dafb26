/**
 * A founder's own sending domain (issue 38, decision 043): the DNS records SES needs for it, named
 * here once so the screen, the checks and the tests all read the same ones.
 */

/** The sub-domain of the founder's domain that SES's envelope (MAIL FROM) uses: SPF aligns on it. */
export const MAIL_FROM_LABEL = 'bounce'

/** The SPF value SES's MAIL FROM needs, and the DMARC value suggested to start with (report, no action). */
export const SPF_VALUE = 'v=spf1 include:amazonses.com ~all'
export const DMARC_VALUE = 'v=DMARC1; p=none;'

/** How often the scheduled check looks again while a domain is pending, and for how long in all. */
export const DOMAIN_CHECK_EVERY_MS = 10 * 60 * 1000
/** SES gives up on a DKIM verification after 72 hours: the scheduled checks stop then too. */
export const DOMAIN_CHECK_FOR_MS = 72 * 60 * 60 * 1000

export type RecordState = 'found' | 'missing'
export type DomainRecordKind = 'dkim' | 'mail_from_mx' | 'mail_from_spf' | 'dmarc'

/** One DNS record the founder adds at their DNS host. DMARC is a suggestion: it has no state. */
export interface DomainRecord {
  kind: DomainRecordKind
  type: 'CNAME' | 'MX' | 'TXT'
  name: string
  value: string
  state?: RecordState
}

export const mailFromDomainOf = (domain: string) => `${MAIL_FROM_LABEL}.${domain}`
export const dkimName = (token: string, domain: string) => `${token}._domainkey.${domain}`
export const dkimTarget = (token: string) => `${token}.dkim.amazonses.com`
export const mailFromMxHost = (region: string) => `feedback-smtp.${region}.amazonses.com`

/** What the checks found, record by record (the DKIM states in the order of the tokens). */
export interface RecordStates {
  dkim: RecordState[]
  mailFromMx: RecordState
  mailFromSpf: RecordState
}

/** The records of a domain, with what the last check found of each when there was one. */
export function domainRecords(
  domain: string,
  dkimTokens: string[],
  region: string,
  states?: RecordStates,
): DomainRecord[] {
  const mailFrom = mailFromDomainOf(domain)
  return [
    ...dkimTokens.map(
      (token, i): DomainRecord => ({
        kind: 'dkim',
        type: 'CNAME',
        name: dkimName(token, domain),
        value: dkimTarget(token),
        ...(states ? { state: states.dkim[i] ?? 'missing' } : {}),
      }),
    ),
    {
      kind: 'mail_from_mx',
      type: 'MX',
      name: mailFrom,
      value: `10 ${mailFromMxHost(region)}`,
      ...(states ? { state: states.mailFromMx } : {}),
    },
    {
      kind: 'mail_from_spf',
      type: 'TXT',
      name: mailFrom,
      value: SPF_VALUE,
      ...(states ? { state: states.mailFromSpf } : {}),
    },
    { kind: 'dmarc', type: 'TXT', name: `_dmarc.${domain}`, value: DMARC_VALUE },
  ]
}

/**
 * A domain name a founder may own: labels of letters, digits and inner hyphens, at least two of them,
 * a top-level label that is not all digits, 253 characters at most (RFC 1035, 1123). Lower-cased, no
 * trailing dot; an address ("me@acme.com") or a URL is not a domain.
 */
export function normalDomain(input: string): string | undefined {
  const domain = input.trim().toLowerCase().replace(/\.$/, '')
  if (domain.length > 253) return undefined
  const labels = domain.split('.')
  if (labels.length < 2) return undefined
  if (!labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return undefined
  if (/^\d+$/.test(labels.at(-1) ?? '')) return undefined
  return domain
}

/**
 * The domains of the large consumer mailbox services, whose DNS no founder controls: a sending domain
 * there could never be verified. Kept to services nobody works for under that domain (the published
 * free-mail lists also hold company domains such as facebook.com or clerk.com, which a founder may own).
 */
const MAILBOX_PROVIDERS = new Set(
  `gmail.com googlemail.com outlook.com hotmail.com hotmail.co.uk hotmail.fr live.com msn.com
   yahoo.com yahoo.co.uk yahoo.fr yahoo.de yahoo.co.jp ymail.com aol.com icloud.com me.com mac.com
   proton.me protonmail.com pm.me tutanota.com tuta.io gmx.com gmx.net gmx.de web.de t-online.de
   mail.com orange.fr free.fr laposte.net libero.it yandex.com yandex.ru mail.ru qq.com 163.com
   126.com naver.com comcast.net att.net verizon.net sbcglobal.net btinternet.com`.split(/\s+/),
)

/** A domain (or a subdomain) of a consumer mailbox service, e.g. gmail.com. */
export function isMailboxProvider(domain: string) {
  const labels = domain.toLowerCase().split('.')
  return labels.some((_, i) => MAILBOX_PROVIDERS.has(labels.slice(i).join('.')))
}

/** The local part of an address at the founder's domain: the dot-atom letters mail clients accept. */
export const isLocalPart = (local: string) =>
  local.length <= 64 && /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i.test(local)
