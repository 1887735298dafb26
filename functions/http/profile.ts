import { SetActiveCompanyRequest } from '../../shared/contracts/company'
import { UpdateProfileRequest } from '../../shared/contracts/profile'
import { getProfile, updateProfile } from '../accounts/profile'
import { setActiveCompany } from '../companies/companies'
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
    route({
      method: 'PUT',
      path: '/api/profile/active-company',
      body: SetActiveCompanyRequest,
      run: async ({ body }, caller) => {
        await setActiveCompany(container(), caller.userId, body.companyId)
        return { profile: await getProfile(container(), caller.userId) }
      },
    }),
  ],
})

export const handler = profile.handler
