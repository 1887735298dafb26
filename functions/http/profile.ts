import { SetActiveCompanyRequest } from '../../shared/contracts/company'
import { UpdateProfileRequest } from '../../shared/contracts/profile'
import { getProfile, updateProfile } from '../accounts/profile'
import { setActiveCompany } from '../companies/companies'
import { defineGroup, route } from '../platform/http'
import { authenticate } from './authenticate'

export const profile = defineGroup({
  name: 'profile',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write'],
  routes: [
    route({
      method: 'GET',
      path: '/api/profile',
      run: async ({ deps }, caller) => ({ profile: await getProfile(deps, caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/profile',
      body: UpdateProfileRequest,
      run: async ({ body, deps }, caller) => ({ profile: await updateProfile(deps, caller.userId, body) }),
    }),
    route({
      method: 'PUT',
      path: '/api/profile/active-company',
      body: SetActiveCompanyRequest,
      run: async ({ body, deps }, caller) => {
        await setActiveCompany(deps, caller.userId, body.companyId)
        return { profile: await getProfile(deps, caller.userId) }
      },
    }),
  ],
})

export const handler = profile.handler
