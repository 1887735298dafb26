import { Credentials, LogoutRequest, RefreshRequest, SignUpRequest } from '../../shared/contracts/auth'
import { currentUser, logIn, logOut, refreshSession, signUp } from '../accounts/session'
import { created, defineGroup, type HttpEvent, noContent, route } from '../platform/http'
import { identityPort } from '../platform/wiring/identity'
import { authenticate } from './authenticate'

export const auth = defineGroup({
  name: 'auth',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'identity:admin'],
  ports: { identity: identityPort },
  routes: [
    route({
      method: 'POST',
      path: '/api/auth/signup',
      public: true,
      body: SignUpRequest,
      run: async ({ body, event, deps }) => created(await signUp(deps, body, originOf(event))),
    }),
    route({
      method: 'POST',
      path: '/api/auth/login',
      public: true,
      body: Credentials,
      run: ({ body, event, deps }) => logIn(deps, body, originOf(event)),
    }),
    route({
      method: 'POST',
      path: '/api/auth/refresh',
      public: true,
      body: RefreshRequest,
      run: ({ body, deps }) => refreshSession(deps, body.refreshToken),
    }),
    route({
      method: 'POST',
      path: '/api/auth/logout',
      body: LogoutRequest,
      run: async ({ deps }, caller) => {
        await logOut(deps, caller)
        return noContent()
      },
    }),
    route({
      method: 'GET',
      path: '/api/auth/me',
      run: async ({ deps }, caller) => ({ user: await currentUser(deps, caller.userId) }),
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
