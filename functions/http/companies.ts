import { CreateCompanyRequest, UpdateCompanyRequest } from '../../shared/contracts/company'
import { IdParams } from '../../shared/contracts/ids'
import {
  createCompany,
  currentCompany,
  getCompany,
  listCompanies,
  updateCompany,
} from '../companies/companies'
import { container } from '../platform/container'
import { created, defineGroup, route } from '../platform/http'
import { authenticate } from './authenticate'

export const companies = defineGroup({
  name: 'companies',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/companies',
      run: async (_input, caller) => ({ companies: await listCompanies(container(), caller.userId) }),
    }),
    route({
      method: 'GET',
      path: '/api/companies/current',
      run: async (_input, caller) => ({ company: await currentCompany(container(), caller.userId) }),
    }),
    route({
      method: 'GET',
      path: '/api/companies/{id}',
      params: IdParams,
      run: async ({ params }, caller) => ({
        company: await getCompany(container(), caller.userId, params.id),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/companies',
      body: CreateCompanyRequest,
      run: async ({ body }, caller) =>
        created({ company: await createCompany(container(), caller.userId, body) }),
    }),
    route({
      method: 'PUT',
      path: '/api/companies/{id}',
      params: IdParams,
      body: UpdateCompanyRequest,
      run: async ({ body, params }, caller) => ({
        company: await updateCompany(container(), caller.userId, params.id, body),
      }),
    }),
  ],
})

export const handler = companies.handler
