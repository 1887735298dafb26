import { UpdateProfileRequest } from '../../shared/contracts/profile'
import { getProfile, updateProfile } from '../accounts/profile'
import { container } from '../platform/container'
import { defineGroup, route } from '../platform/http'
import { authenticate } from './authenticate'

export const profile = defineGroup({
  name: 'profile',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/profile',
      run: async (_input, caller) => ({ profile: await getProfile(container(), caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/profile',
      body: UpdateProfileRequest,
      run: async ({ body }, caller) => ({ profile: await updateProfile(container(), caller.userId, body) }),
    }),
  ],
})

export const handler = profile.handler
