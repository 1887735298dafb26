/**
 * How often an address or an account may try to get in. One place for the numbers and the reasons;
 * each maximum can be changed through the environment (functions/platform/config.ts), the windows not.
 *
 * Windows are fixed (a counter per window, not a sliding log) so that a check is one atomic ADD on one
 * item of the table, shared by every Lambda instance.
 */
export interface RateLimit {
  /** Names the counter in the table. */
  scope:
    | 'sign-in-account'
    | 'sign-in-address'
    | 'sign-up-address'
    | 'kit-password-kit'
    | 'kit-password-address'
    | 'kit-password-kit-address'
  max: number
  windowSeconds: number
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

export const RATE_LIMIT_DEFAULTS = {
  /**
   * Failed sign-ins of one e-mail: a person who forgot a password gives up or resets it well before
   * ten; a guesser gets 40 tries an hour (about 1,000 a day) instead of hundreds a second.
   */
  signInPerAccount: { scope: 'sign-in-account', max: 10, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins from one address, whatever the e-mail: stops one machine spraying a password over
   * many accounts, with room for an office or a café behind one address where several people mistype.
   */
  signInPerAddress: { scope: 'sign-in-address', max: 30, windowSeconds: 15 * 60 },
  /** Accounts created from one address: a team signs up a few, a script making throwaway accounts many. */
  signUpPerAddress: { scope: 'sign-up-address', max: 10, windowSeconds: 60 * 60 },
  /**
   * Wrong passwords on one kit from one address: a journalist who mistyped tries again a few times; a
   * guesser gets ten a minute. Another address (the journalist who has the password) is not affected.
   */
  kitPasswordPerKitAddress: { scope: 'kit-password-kit-address', max: 10, windowSeconds: 60 },
  /**
   * Wrong passwords on one kit, from every address: a ceiling that never refuses anyone by itself. Past
   * it the kit is being guessed from many addresses, and each address gets fewer tries on it
   * (KIT_UNDER_GUESSING_PER_ADDRESS), so the right password from a new address still opens it.
   */
  kitPasswordPerKit: { scope: 'kit-password-kit', max: 10, windowSeconds: 60 },
  /** Wrong kit passwords from one address, over every kit: stops one machine walking many kits. */
  kitPasswordPerAddress: { scope: 'kit-password-address', max: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>

/** Tries one address has on a kit a minute while the kit is over its kit-wide ceiling. */
export const KIT_UNDER_GUESSING_PER_ADDRESS = 3

/**
 * How many tries one address has on a kit this minute, given the wrong passwords the kit has had from
 * every address: the usual allowance, or fewer once the kit is over its ceiling. Never none: a
 * journalist with the password, from an address that has not guessed, always gets in.
 */
export function kitPasswordAllowance(kitWideWrong: number): number {
  return kitWideWrong >= RATE_LIMIT_DEFAULTS.kitPasswordPerKit.max
    ? KIT_UNDER_GUESSING_PER_ADDRESS
    : RATE_LIMIT_DEFAULTS.kitPasswordPerKitAddress.max
}

/** The fixed window `at` falls in, and how long until the next one opens (at least a second). */
export function windowAt(limit: Pick<RateLimit, 'windowSeconds'>, at: Date) {
  const seconds = Math.floor(at.getTime() / 1000)
  const start = seconds - (seconds % limit.windowSeconds)
  const end = start + limit.windowSeconds
  return { start, end, retryAfterSeconds: Math.max(1, end - seconds) }
}
