import { createHash } from 'node:crypto'
import ipaddr from 'ipaddr.js'
import {
  RATE_LIMIT_DEFAULTS,
  type RateLimit,
  TOO_MANY_ATTEMPTS,
  windowAt,
} from '../../shared/domain/rate-limits'
import { RateLimitedError } from '../platform/errors'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'

/** An attempt that has taken its place in every limit that applies; `refund` gives the places back. */
export interface Attempt {
  refund(): Promise<void>
}

/** The limits of a sign-in (failed ones count: a success is refunded), with the configured maximums. */
export function signInLimits(deps: Deps, email: string, address: string) {
  return [
    {
      ...RATE_LIMIT_DEFAULTS.signInPerAccount,
      max: deps.settings.rateLimits.signInPerAccount,
      subject: email,
    },
    {
      ...RATE_LIMIT_DEFAULTS.signInPerAddress,
      max: deps.settings.rateLimits.signInPerAddress,
      subject: addressKey(address),
    },
  ]
}

/** The limit of sign-ups: every account made counts. */
export function signUpLimits(deps: Deps, address: string) {
  return [
    {
      ...RATE_LIMIT_DEFAULTS.signUpPerAddress,
      max: deps.settings.rateLimits.signUpPerAddress,
      subject: addressKey(address),
    },
  ]
}

/**
 * Counts one attempt in the current window of each limit, atomically (ADD, then read the sum), so that
 * concurrent attempts on different Lambda instances cannot all slip under the maximum. Over any maximum:
 * RateLimitedError with the time until that window closes.
 */
export async function takeAttempt(deps: Deps, limits: (RateLimit & { subject: string })[]): Promise<Attempt> {
  const at = deps.now()
  const counted = await Promise.all(
    limits.map(async (limit) => {
      const window = windowAt(limit, at)
      const key = { scope: limit.scope, subject: hashed(limit.subject), window_start: window.start }
      const { data } = await deps.store.rateCounters
        .update(key)
        .add({ attempts: 1 })
        // Kept a little past its window, then DynamoDB's TTL removes it.
        .set({ ttl: window.end + 60 })
        .go({ response: 'all_new' })
      return { key, over: (data.attempts ?? 0) > limit.max, retryAfterSeconds: window.retryAfterSeconds }
    }),
  )
  const refused = counted.filter((c) => c.over)
  if (refused.length > 0)
    throw new RateLimitedError(TOO_MANY_ATTEMPTS, Math.max(...refused.map((c) => c.retryAfterSeconds)))
  return {
    refund: async () => {
      await Promise.all(
        counted.map((c) => deps.store.rateCounters.patch(c.key).add({ attempts: -1 }).go()),
      ).catch((error: unknown) => {
        // The founder is in; an attempt left counted only brings the limit one nearer.
        logger.warn('could not refund a counted attempt', { error: String(error) })
      })
    },
  }
}

/**
 * Counts one attempt in the current window of a limit that never refuses (a ceiling others read) and
 * answers the count so far.
 */
export async function countAttempt(deps: Deps, limit: RateLimit & { subject: string }): Promise<number> {
  const window = windowAt(limit, deps.now())
  const { data } = await deps.store.rateCounters
    .update({ scope: limit.scope, subject: hashed(limit.subject), window_start: window.start })
    .add({ attempts: 1 })
    .set({ ttl: window.end + 60 })
    .go({ response: 'all_new' })
  return data.attempts ?? 0
}

/** The attempts counted so far in the current window of a limit, without counting one. */
export async function attemptsSoFar(deps: Deps, limit: RateLimit & { subject: string }): Promise<number> {
  const window = windowAt(limit, deps.now())
  const { data } = await deps.store.rateCounters
    .get({ scope: limit.scope, subject: hashed(limit.subject), window_start: window.start })
    .go()
  return data?.attempts ?? 0
}

/**
 * The address a limit counts: an IPv4 address as itself (also when written IPv4-mapped), an IPv6 address
 * by its /64, the block one home or phone is given, so that rotating through it does not escape a limit.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`
}

/** Counters name no e-mail or address in the table, and keys stay short whatever was typed. */
function hashed(subject: string) {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 32)
}
