import type { DomainCheckDue } from '../../../events/domain-check-due'
import {
  DOMAIN_ALREADY_SET,
  DOMAIN_INVALID,
  DOMAIN_NOT_VERIFIED,
  DOMAIN_SHARED,
  DOMAIN_TAKEN,
  LOCAL_PART_INVALID,
  NO_DOMAIN,
  type SendingDomain,
} from '../../../shared/contracts/sending-domain'
import { domainOf } from '../../../shared/domain/mail-domains'
import {
  DOMAIN_CHECK_EVERY_MS,
  DOMAIN_CHECK_FOR_MS,
  domainRecords,
  isLocalPart,
  mailFromDomainOf,
  normalDomain,
  type RecordState,
} from '../../../shared/domain/sending-domain'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors'
import type { Deps } from '../../ports/deps'
import { IdentityNotOursError } from '../../ports/sending-identities'
import { isConditionFailure } from '../../store/conditions'

type DomainDeps = Pick<Deps, 'store' | 'settings' | 'now' | 'identities' | 'scheduler'>
type DomainRecordItem = NonNullable<
  Awaited<ReturnType<ReturnType<Deps['store']['sendingDomains']['get']>['go']>>['data']
>

const recordOf = async (deps: Pick<Deps, 'store'>, userId: string) =>
  (await deps.store.sendingDomains.get({ user_id: userId }).go()).data ?? undefined

/** The domain as the profile screen shows it. */
function viewOf(deps: Pick<Deps, 'identities'>, item: DomainRecordItem): SendingDomain {
  const checked = item.checked_at
    ? {
        dkim: (item.dkim_states ?? []) as RecordState[],
        mailFromMx: (item.mail_from_mx_state ?? 'missing') as RecordState,
        mailFromSpf: (item.mail_from_spf_state ?? 'missing') as RecordState,
      }
    : undefined
  return {
    domain: item.domain,
    status: item.status,
    records: domainRecords(item.domain, item.dkim_tokens, deps.identities.region, checked),
    checked_at: item.checked_at ?? null,
    verified_at: item.verified_at ?? null,
    verified_notice: item.status === 'verified' && !item.verified_notice_seen,
    from_address: item.from_local_part ? `${item.from_local_part}@${item.domain}` : null,
  }
}

export async function getSendingDomain(deps: DomainDeps, userId: string): Promise<SendingDomain | null> {
  const item = await recordOf(deps, userId)
  return item ? viewOf(deps, item) : null
}

/** The domains Pressroom itself sends and receives on: never a founder's. */
const sharedDomains = (deps: Pick<Deps, 'settings'>) =>
  new Set([domainOf(deps.settings.mailFrom), deps.settings.replyDomain.toLowerCase()])

const isUnder = (domain: string, parent: string) => domain === parent || domain.endsWith(`.${parent}`)

/**
 * The founder adds a domain they own: the claim on it is taken first (one founder per domain, across
 * every account), then SES's identity is created and the founder's record written, and its first
 * scheduled check booked. A request tried again finds its own claim and goes on.
 */
export async function addSendingDomain(deps: DomainDeps, userId: string, input: string) {
  const domain = normalDomain(input)
  if (!domain) throw new ValidationError(DOMAIN_INVALID)
  if ([...sharedDomains(deps)].some((shared) => isUnder(domain, shared) || isUnder(shared, domain)))
    throw new ConflictError(DOMAIN_SHARED)
  const existing = await recordOf(deps, userId)
  if (existing) {
    if (existing.domain === domain) return viewOf(deps, existing)
    throw new ConflictError(DOMAIN_ALREADY_SET)
  }
  const now = deps.now()
  const claimed = await deps.store.domainClaims
    .create({ domain, user_id: userId, created_at: now.toISOString() })
    .go()
    .then(
      () => true,
      (error: unknown) => {
        if (isConditionFailure(error)) return false
        throw error
      },
    )
  if (!claimed) {
    const { data: claim } = await deps.store.domainClaims.get({ domain }).go()
    if (claim?.user_id !== userId) throw new ConflictError(DOMAIN_TAKEN)
  }
  const mailFromDomain = mailFromDomainOf(domain)
  let dkimTokens: string[]
  try {
    ;({ dkimTokens } = await deps.identities.create(domain, mailFromDomain))
  } catch (error) {
    // Nothing of it is the founder's: the claim goes, so the domain is not held by a failed request.
    await deps.store.domainClaims.delete({ domain }).go()
    if (error instanceof IdentityNotOursError) throw new ConflictError(DOMAIN_TAKEN)
    throw error
  }
  const item = await deps.store.sendingDomains
    .put({
      user_id: userId,
      domain,
      mail_from_domain: mailFromDomain,
      dkim_tokens: dkimTokens,
      status: 'pending',
      created_at: now.toISOString(),
    })
    .go()
  await bookCheck(deps, userId, domain, now)
  return viewOf(deps, item.data as DomainRecordItem)
}

const bookCheck = (deps: Pick<Deps, 'scheduler'>, userId: string, domain: string, now: Date) => {
  const at = new Date(now.getTime() + DOMAIN_CHECK_EVERY_MS)
  return deps.scheduler.schedule(`domain-check-${userId}-${at.getTime()}`, at, {
    type: 'DomainCheckDue',
    version: 1,
    userId,
    domain,
  })
}

/** Reads what is found of each record now and keeps it; the first time it is verified, says when. */
async function checkRecord(deps: DomainDeps, item: DomainRecordItem) {
  const check = await deps.identities.check({
    domain: item.domain,
    dkimTokens: item.dkim_tokens,
    mailFromDomain: item.mail_from_domain,
  })
  const now = deps.now().toISOString()
  // Verified stays verified: a DNS answer lost once does not take the founder's address away.
  const verified = item.status === 'verified' || check.verified
  const { data } = await deps.store.sendingDomains
    .patch({ user_id: item.user_id })
    .set({
      dkim_states: check.dkim,
      mail_from_mx_state: check.mailFromMx,
      mail_from_spf_state: check.mailFromSpf,
      checked_at: now,
      status: verified ? 'verified' : 'pending',
      ...(verified && !item.verified_at ? { verified_at: now } : {}),
    })
    // The domain checked is still the founder's (not removed, nor replaced, meanwhile).
    .where(({ domain }, { eq }) => eq(domain, item.domain))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new NotFoundError(NO_DOMAIN)
      throw error
    })
  return data as DomainRecordItem
}

/** 'Check now': the founder asks at once. */
export async function checkSendingDomain(deps: DomainDeps, userId: string) {
  const item = await recordOf(deps, userId)
  if (!item) throw new NotFoundError(NO_DOMAIN)
  return viewOf(deps, await checkRecord(deps, item))
}

/**
 * The scheduled check: looks again while the domain is pending, and books the next one until SES's
 * 72 hours are over. A domain removed, replaced or verified since is left alone.
 */
export async function checkDomainWhenDue(deps: DomainDeps, message: DomainCheckDue) {
  const item = await recordOf(deps, message.userId)
  if (!item || item.domain !== message.domain || item.status === 'verified') return
  const checked = await checkRecord(deps, item).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined
    throw error
  })
  if (!checked || checked.status === 'verified') return
  const now = deps.now()
  if (now.getTime() + DOMAIN_CHECK_EVERY_MS <= Date.parse(item.created_at) + DOMAIN_CHECK_FOR_MS)
    await bookCheck(deps, message.userId, item.domain, now)
}

/** The founder saw the banner that says the domain is verified: it is not shown again. */
export async function dismissVerifiedNotice(deps: DomainDeps, userId: string) {
  const item = await recordOf(deps, userId)
  if (!item) throw new NotFoundError(NO_DOMAIN)
  if (item.status !== 'verified') return viewOf(deps, item)
  const { data } = await deps.store.sendingDomains
    .patch({ user_id: userId })
    .set({ verified_notice_seen: true })
    .go({ response: 'all_new' })
  return viewOf(deps, data as DomainRecordItem)
}

/** Once verified, the founder picks the From address at the domain: every send then uses it. */
export async function chooseFromAddress(deps: DomainDeps, userId: string, localPart: string) {
  const local = localPart.trim().toLowerCase()
  if (!isLocalPart(local)) throw new ValidationError(LOCAL_PART_INVALID)
  const item = await recordOf(deps, userId)
  if (!item) throw new NotFoundError(NO_DOMAIN)
  if (item.status !== 'verified') throw new ConflictError(DOMAIN_NOT_VERIFIED)
  const { data } = await deps.store.sendingDomains
    .patch({ user_id: userId })
    .set({ from_local_part: local })
    .go({ response: 'all_new' })
  return viewOf(deps, data as DomainRecordItem)
}

/**
 * Removes the founder's domain: SES's identity is deleted, then the founder's record and the claim,
 * which frees the domain for whoever owns it next. Mail goes from the shared address again.
 */
export async function removeSendingDomain(deps: DomainDeps, userId: string) {
  const item = await recordOf(deps, userId)
  if (!item) throw new NotFoundError(NO_DOMAIN)
  await deps.identities.remove(item.domain)
  await deps.store.sendingDomains.delete({ user_id: userId }).go()
  await deps.store.domainClaims
    .delete({ domain: item.domain })
    .where(({ user_id }, { eq }) => eq(user_id, userId))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
}

/** The founder's own From address, once their domain is verified and an address chosen there. */
export async function ownFromAddress(deps: Pick<Deps, 'store'>, userId: string) {
  const item = await recordOf(deps, userId)
  return item?.status === 'verified' && item.from_local_part
    ? `${item.from_local_part}@${item.domain}`
    : undefined
}
