import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Company } from '../../../../shared/contracts/company'
import { useAuth } from '../../lib/auth/auth-context'
import { queryKeys } from '../../lib/query-keys'
import { companyApi } from './api'

/**
 * Makes a company the active one on the server, then everywhere: the profile, and the active-company
 * query the pitchlist, press kits and the workflow read. Throws when the server refuses.
 */
export function useActivateCompany() {
  const { setProfile } = useAuth()
  const queryClient = useQueryClient()
  return useCallback(
    async (companyId: string) => {
      const { profile } = await companyApi.activate(companyId)
      setProfile(profile)
      const company = queryClient
        .getQueryData<Company[]>(queryKeys.companies.list)
        ?.find((known) => known.id === companyId)
      if (company) queryClient.setQueryData(queryKeys.companies.current, company)
      else void queryClient.invalidateQueries({ queryKey: queryKeys.companies.current })
      return profile
    },
    [setProfile, queryClient],
  )
}
