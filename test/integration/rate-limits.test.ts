import { describe, expect, it } from 'vitest'
import { INCORRECT_CREDENTIALS } from '../../shared/contracts/auth'
import { TOO_MANY_ATTEMPTS } from '../../shared/domain/rate-limits'
import { PASSWORD, signUp, uniqueEmail } from '../support/api'
import { useClockedStack } from '../support/clocked-stack'

const HOUR = 3_600_000

/**
 * The real default limits (10 failed sign-ins per account and 30 per address in 15 minutes, 10 sign-ups
 * per address in an hour) on a stack of its own, whose clock the test moves past a window: test stacks
 * raise the sign-up limit for the many founders the other files make (this one sets it back), and the
 * shared stack's clock cannot move.
 */
describe('rate limits on sign-in and sign-up', () => {
  const clocked = useClockedStack({
    // Empty: the defaults, whatever the shell running the tests sets.
    SIGN_IN_LIMIT_PER_ACCOUNT: '',
    SIGN_IN_LIMIT_PER_ADDRESS: '',
    SIGN_UP_LIMIT_PER_ADDRESS: '',
  })
  const { api, advanceClock } = clocked

  /** Windows are fixed (aligned to the hour): start each test at the top of a fresh hour. */
  async function startOfNextHour() {
    const now = await advanceClock(0)
    await advanceClock(HOUR - (now.getTime() % HOUR))
  }
  const logIn = (email: string, password: string) => api.post('/api/auth/login', { email, password })

  function expectRefused(
    response: { status: number; body: unknown; headers: Headers },
    atMostSeconds: number,
  ) {
    expect(response).toMatchObject({ status: 429, body: { message: TOO_MANY_ATTEMPTS } })
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(atMostSeconds)
    return retryAfter
  }

  it('refuses the 11th wrong password in a row for one account, then even the right one until the window has passed', async () => {
    await startOfNextHour()
    const founder = await signUp(api)
    const neighbour = await signUp(api)
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await logIn(founder.email, `wrong password ${attempt}`)
      expect(wrong).toMatchObject({ status: 401, body: { message: INCORRECT_CREDENTIALS } })
    }
    const eleventh = await logIn(founder.email, 'wrong password 11')
    const retryAfter = expectRefused(eleventh, 15 * 60)
    expectRefused(await logIn(founder.email, PASSWORD), 15 * 60)
    // The limit is the account's: another founder at the same address signs in.
    expect((await logIn(neighbour.email, PASSWORD)).status).toBe(200)

    await advanceClock(retryAfter * 1000)
    const reopened = await logIn(founder.email, PASSWORD)
    expect(reopened.status).toBe(200)
    expect(reopened.body.user.id).toBe(founder.id)
  })

  it('refuses sign-ins from one address after 30 failures over any e-mails, and counts no successes', async () => {
    await startOfNextHour()
    const founder = await signUp(api)
    // Successful sign-ins are given back: these leave the address's count where it was.
    for (let i = 0; i < 5; i++) expect((await logIn(founder.email, PASSWORD)).status).toBe(200)
    for (let attempt = 1; attempt <= 30; attempt++)
      expect((await logIn(uniqueEmail('nobody'), 'guess')).status).toBe(401)
    expectRefused(await logIn(uniqueEmail('nobody'), 'guess'), 15 * 60)
    expectRefused(await logIn(founder.email, PASSWORD), 15 * 60)
    // A header the client writes does not make it another address.
    const spoofed = await api.call('POST', '/api/auth/login', {
      body: { email: founder.email, password: PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expectRefused(spoofed, 15 * 60)
  })

  it('accepts 10 sign-ups from one address in an hour, even at once, and refuses the rest with 429', async () => {
    await startOfNextHour()
    const emails = Array.from({ length: 14 }, () => uniqueEmail('burst'))
    const answers = await Promise.all(
      emails.map((email) => api.post('/api/auth/signup', { email, password: PASSWORD })),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10)
    const refused = answers.filter((a) => a.status !== 201)
    expect(refused).toHaveLength(4)
    for (const answer of refused) expectRefused(answer, 60 * 60)
    // A refused sign-up made no account.
    const refusedEmail = emails[answers.findIndex((a) => a.status === 429)] ?? ''
    expect((await logIn(refusedEmail, PASSWORD)).status).toBe(401)

    const spoofed = await api.call('POST', '/api/auth/signup', {
      body: { email: uniqueEmail('spoof'), password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.23' },
    })
    const retryAfter = expectRefused(spoofed, 60 * 60)

    await advanceClock(retryAfter * 1000)
    expect((await api.post('/api/auth/signup', { email: refusedEmail, password: PASSWORD })).status).toBe(201)
  })
})
