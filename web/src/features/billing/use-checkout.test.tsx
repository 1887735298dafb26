// @vitest-environment happy-dom
import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Auth, AuthContext, SIGNED_OUT } from '../../lib/auth/auth-context'
import { NO_AUTH_ACTIONS } from '../../lib/auth/test-auth'
import { mount, waitFor } from '../../lib/form-test-harness'
import { CHECKOUT_MESSAGES } from './plans'
import { useCheckout } from './use-checkout'

const SIGNED_IN: Auth = {
  ...SIGNED_OUT,
  status: 'signed-in',
  ...NO_AUTH_ACTIONS,
}

/** The checkout endpoint answers with this status and body (or the network fails, for null). */
function checkoutAnswers(status: number | null, body: unknown = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (status === null) throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
}

afterEach(() => vi.unstubAllGlobals())

function Choose() {
  const { choose, error } = useCheckout()
  return (
    <>
      <button type="button" onClick={() => void choose('growth')}>
        Choose
      </button>
      <p role="alert">{error}</p>
    </>
  )
}

async function chooseGrowth() {
  mount(
    <AuthContext.Provider value={SIGNED_IN}>
      <MemoryRouter>
        <Choose />
      </MemoryRouter>
    </AuthContext.Provider>,
  )
  await act(async () => document.querySelector('button')?.click())
  const alert = () => document.querySelector('[role="alert"]')?.textContent ?? ''
  await waitFor(() => expect(alert()).not.toBe(''))
  return alert()
}

describe('choosing a plan', () => {
  it("shows the server's reason when it refuses the checkout", async () => {
    const message = 'You already have a subscription: change your plan from the billing portal'
    checkoutAnswers(409, { message })
    expect(await chooseGrowth()).toBe(message)
  })

  it('shows the generic failure for a server error, which carries no reason of its own', async () => {
    checkoutAnswers(500, { message: 'Internal server error' })
    expect(await chooseGrowth()).toBe(CHECKOUT_MESSAGES.failed)
  })

  it('shows the generic failure when the request never reaches the server', async () => {
    checkoutAnswers(null)
    expect(await chooseGrowth()).toBe(CHECKOUT_MESSAGES.failed)
  })
})
