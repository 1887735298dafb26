// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '../../../../../shared/contracts/profile'
import { AuthContext, SIGNED_OUT } from '../../../lib/auth/auth-context'
import { NO_AUTH_ACTIONS } from '../../../lib/auth/test-auth'
import { field, mount, submit, type, waitFor } from '../../../lib/form-test-harness'
import { queryKeys } from '../../../lib/query-keys'
import { ProfileNameForm } from './profile-name-form'

const profile = { first_name: 'Grace', last_name: 'Hopper' } as Profile

afterEach(() => vi.unstubAllGlobals())

describe('the profile name form', () => {
  it('has the From line read again after a new name is saved, as it signs with the name', async () => {
    const saved = { ...profile, first_name: 'Ada' }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ profile: saved }), { status: 200 })),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(queryKeys.profile.sending, { sender_name: 'Grace Hopper' })
    const onDone = vi.fn()
    await act(async () => {
      mount(
        <QueryClientProvider client={queryClient}>
          <AuthContext.Provider value={{ ...SIGNED_OUT, status: 'signed-in', ...NO_AUTH_ACTIONS }}>
            <ProfileNameForm profile={profile} onDone={onDone} />
          </AuthContext.Provider>
        </QueryClientProvider>,
      )
    })
    type(field('first_name'), 'Ada')
    await submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(queryClient.getQueryState(queryKeys.profile.sending)?.isInvalidated).toBe(true)
  })
})
