import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import type { signUp } from '../support/api'

/** A founder account as `signUp` returns it: tokens and who they are. */
export type Founder = Awaited<ReturnType<typeof signUp>>

/**
 * Leaves the page signed in as the founder, as the app would after sign-up: the session goes into local
 * storage on the app's origin, for the next navigation to pick up.
 */
export async function signInAs(page: Page, founder: Founder) {
  await page.goto(`${inject('stackUrl')}/`)
  await page.evaluate(
    ({ token, refreshToken, user }) => {
      localStorage.setItem('pressroom.token', token)
      localStorage.setItem('pressroom.refreshToken', refreshToken)
      localStorage.setItem('pressroom.user', JSON.stringify(user))
    },
    {
      token: founder.token,
      refreshToken: founder.refreshToken,
      user: { id: founder.id, email: founder.email },
    },
  )
}
