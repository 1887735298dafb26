import { CreateCompanyRequest, UpdateCompanyRequest } from '../../shared/contracts/company'
import { IdParams } from '../../shared/contracts/ids'
import { PageQuery } from '../../shared/contracts/pages'
import {
  companyOrder,
  createCompany,
  currentCompany,
  getCompany,
  listCompanies,
  updateCompany,
} from '../companies/companies'
import { created, defineGroup, route } from '../platform/http'
import { pageOf } from '../platform/paging'
import { authenticate } from './authenticate'
import { ownCompany } from './owned'

export const companies = defineGroup({
  name: 'companies',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write'],
  routes: [
    route({
      method: 'GET',
      path: '/api/companies',
      query: PageQuery,
      run: async ({ query, deps }, caller) => {
        const page = pageOf(await listCompanies(deps, caller.userId), companyOrder, 'ascending', query)
        return { companies: page.items, nextCursor: page.nextCursor }
      },
    }),
    route({
      method: 'GET',
      path: '/api/companies/current',
      run: async ({ deps }, caller) => ({ company: await currentCompany(deps, caller.userId) }),
    }),
    route({
      method: 'GET',
      path: '/api/companies/{id}',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        company: await getCompany(deps, caller.userId, params.id),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/companies',
      body: CreateCompanyRequest,
      run: async ({ body, deps }, caller) =>
        created({ company: await createCompany(deps, caller.userId, body) }),
    }),
    route({
      method: 'PUT',
      path: '/api/companies/{id}',
      params: IdParams,
      owned: ownCompany,
      body: UpdateCompanyRequest,
      run: async ({ body, params, deps }, caller) => ({
        company: await updateCompany(deps, caller.userId, params.id, body),
      }),
    }),
  ],
})

export const handler = companies.handler
