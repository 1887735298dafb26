import { Credentials, LogoutRequest, RefreshRequest, SignUpRequest } from '../../shared/contracts/auth'
import { currentUser, logIn, logOut, refreshSession, signUp } from '../accounts/session'
import { container } from '../platform/container'
import { created, defineGroup, noContent, route } from '../platform/http'
import { authenticate } from './authenticate'

export const auth = defineGroup({
  name: 'auth',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'POST',
      path: '/api/auth/signup',
      public: true,
      body: SignUpRequest,
      run: async ({ body }) => created(await signUp(container(), body)),
    }),
    route({
      method: 'POST',
      path: '/api/auth/login',
      public: true,
      body: Credentials,
      run: ({ body }) => logIn(container(), body),
    }),
    route({
      method: 'POST',
      path: '/api/auth/refresh',
      public: true,
      body: RefreshRequest,
      run: ({ body }) => refreshSession(container(), body.refreshToken),
    }),
    route({
      method: 'POST',
      path: '/api/auth/logout',
      body: LogoutRequest,
      run: async (_input, caller) => {
        await logOut(container(), caller)
        return noContent()
      },
    }),
    route({
      method: 'GET',
      path: '/api/auth/me',
      run: async (_input, caller) => ({ user: await currentUser(container(), caller.userId) }),
    }),
  ],
})

export const handler = auth.handler
