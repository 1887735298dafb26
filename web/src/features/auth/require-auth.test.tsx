// @vitest-environment happy-dom
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { type Auth, AuthContext, SIGNED_OUT } from '../../lib/auth/auth-context'
import { NO_AUTH_ACTIONS } from '../../lib/auth/test-auth'
import { mount } from '../../lib/form-test-harness'
import { RequireAuth } from './require-auth'

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

/** Opens /profile behind the guard with the given auth, and says where the app ends up. */
function openProfile(auth: Auth) {
  mount(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/login" element={<Where />} />
          <Route
            path="/profile"
            element={
              <RequireAuth>
                <p>Profile</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  )
  return document.querySelector('[data-testid="where"]')?.textContent
}

describe('the route guard', () => {
  it('sends a visitor to sign in and back to the page they asked for', () => {
    expect(openProfile({ ...SIGNED_OUT, ...NO_AUTH_ACTIONS })).toBe('/login?redirect=%2Fprofile')
  })

  it('sends a founder who pressed Sign Out to /login with no page to return to', () => {
    expect(openProfile({ ...SIGNED_OUT, signedOutOnPurpose: true, ...NO_AUTH_ACTIONS })).toBe('/login')
  })
})
