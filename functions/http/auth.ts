import { Credentials, LogoutRequest, RefreshRequest, SignUpRequest } from '../../shared/contracts/auth'
import { currentUser, logIn, logOut, refreshSession, signUp } from '../accounts/session'
import { container } from '../platform/container'
import { created, defineGroup, type HttpEvent, noContent, route } from '../platform/http'
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
      run: async ({ body, event }) => created(await signUp(container(), body, originOf(event))),
    }),
    route({
      method: 'POST',
      path: '/api/auth/login',
      public: true,
      body: Credentials,
      run: ({ body, event }) => logIn(container(), body, originOf(event)),
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

/**
 * The caller's address as API Gateway saw the connection (the embedded server: the socket's peer).
 * X-Forwarded-For is written by the client and is never read.
 */
function originOf(event: HttpEvent) {
  return { address: event.requestContext.http.sourceIp }
}
