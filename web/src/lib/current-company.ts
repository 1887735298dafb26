import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Company } from '../../../shared/contracts/company'
import { api } from './api-client'
import { queryKeys } from './query-keys'

/**
 * The founder's active company, or null: what the pitchlist generates for, press kits start from and
 * the workflow imports into. One query for all of them; choosing or creating a company invalidates it.
 */
export const currentCompanyQuery = queryOptions({
  queryKey: queryKeys.companies.current,
  queryFn: async ({ signal }) =>
    (await api.get<{ company: Company | null }>('/api/companies/current', { signal })).company,
})

export function useCurrentCompany() {
  return useQuery(currentCompanyQuery)
}
