import type {
  Company,
  CreateCompanyRequest,
  UpdateCompanyRequest,
} from '../../../../shared/contracts/company'
import type { Profile } from '../../../../shared/contracts/profile'
import { api } from '../../lib/api-client'

export const companyApi = {
  list: (signal?: AbortSignal) => api.get<{ companies: Company[] }>('/api/companies', { signal }),
  current: (signal?: AbortSignal) =>
    api.get<{ company: Company | null }>('/api/companies/current', { signal }),
  create: (request: CreateCompanyRequest) => api.post<{ company: Company }>('/api/companies', request),
  update: (id: string, changes: UpdateCompanyRequest) =>
    api.put<{ company: Company }>(`/api/companies/${encodeURIComponent(id)}`, changes),
  activate: (companyId: string) =>
    api.put<{ profile: Profile }>('/api/profile/active-company', { companyId }),
}
