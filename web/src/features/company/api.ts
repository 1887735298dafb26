import type {
  Company,
  CreateCompanyRequest,
  UpdateCompanyRequest,
} from '../../../../shared/contracts/company'
import type { Profile } from '../../../../shared/contracts/profile'
import { getAllPages } from '../../lib/all-pages'
import { api } from '../../lib/api-client'

export const companyApi = {
  /** Every page of the list, oldest first. */
  list: (signal?: AbortSignal) =>
    getAllPages<Company, 'companies'>('/api/companies', 'companies', { signal }),
  create: (request: CreateCompanyRequest) => api.post<{ company: Company }>('/api/companies', request),
  update: (id: string, changes: UpdateCompanyRequest) =>
    api.put<{ company: Company }>(`/api/companies/${encodeURIComponent(id)}`, changes),
  activate: (companyId: string) =>
    api.put<{ profile: Profile }>('/api/profile/active-company', { companyId }),
}
