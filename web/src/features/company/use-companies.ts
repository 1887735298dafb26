import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Company, UpdateCompanyRequest } from '../../../../shared/contracts/company'
import { useAuth } from '../../lib/auth/auth-context'
import { currentCompanyQuery } from '../../lib/current-company'
import { errorMessage, serverMessage } from '../../lib/error-message'
import { queryKeys } from '../../lib/query-keys'
import { companyApi } from './api'
import { COMPANY_MESSAGES } from './constants'
import { useActivateCompany } from './use-activate-company'

export interface CompaniesReady {
  status: 'ready'
  /** Oldest first, as the API lists them. */
  companies: Company[]
  /** The company on screen: the active one, or the oldest when none is active. */
  shownId: string | null
}

export type CompaniesState = { status: 'loading' } | { status: 'error'; message: string } | CompaniesReady

/** The founder's companies and the one on screen, kept in step with the API, the profile and the cache. */
export function useCompanies() {
  const { profile, setProfile } = useAuth()
  const queryClient = useQueryClient()
  const activateOnServer = useActivateCompany()
  const list = useQuery({
    queryKey: queryKeys.companies.list,
    queryFn: async ({ signal }) => (await companyApi.list(signal)).companies,
  })
  const current = useQuery(currentCompanyQuery)
  const [switchingTo, setSwitchingTo] = useState<string | null>(null)
  const [activeError, setActiveError] = useState<string | null>(null)

  const queries = [list, current]
  const failed = queries.find((query) => query.isError)
  let state: CompaniesState
  if (list.isPending || current.isPending || (failed && queries.some((query) => query.isFetching)))
    state = { status: 'loading' }
  else if (failed) state = { status: 'error', message: errorMessage(failed.error) }
  else
    state = {
      status: 'ready',
      companies: list.data ?? [],
      shownId: current.data?.id ?? list.data?.[0]?.id ?? null,
    }

  const setCompanies = useCallback(
    (change: (companies: Company[]) => Company[]) =>
      queryClient.setQueryData<Company[]>(
        queryKeys.companies.list,
        (companies) => companies && change(companies),
      ),
    [queryClient],
  )

  /** Makes a company the active one on the server, then shows it; a failure leaves the view as it was. */
  const activate = useCallback(
    async (companyId: string) => {
      setSwitchingTo(companyId)
      setActiveError(null)
      try {
        await activateOnServer(companyId)
      } catch (error) {
        setActiveError(serverMessage(error, COMPANY_MESSAGES.activateFailed))
      } finally {
        setSwitchingTo(null)
      }
    },
    [activateOnServer],
  )

  /** Creates a company and makes it the active one. Throws only when the company was not created. */
  const create = useCallback(
    async (name: string) => {
      const { company } = await companyApi.create({ name })
      setCompanies((companies) => [...companies, company])
      // A first company is already active on the server; any other is shown once activation succeeds.
      if (!queryClient.getQueryData(queryKeys.companies.current))
        queryClient.setQueryData(queryKeys.companies.current, company)
      await activate(company.id)
    },
    [activate, setCompanies, queryClient],
  )

  const save = useCallback(
    async (companyId: string, changes: UpdateCompanyRequest) => {
      const { company } = await companyApi.update(companyId, changes)
      setCompanies((companies) => companies.map((known) => (known.id === company.id ? company : known)))
      queryClient.setQueryData<Company | null>(queryKeys.companies.current, (shown) =>
        shown?.id === company.id ? company : shown,
      )
      if (changes.name !== undefined && profile) {
        const companies = profile.companies.map((known) =>
          known.id === company.id ? { ...known, name: company.name } : known,
        )
        setProfile({ ...profile, companies })
      }
    },
    [profile, setProfile, setCompanies, queryClient],
  )

  const reload = () => Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch()))

  return { state, reload, activate, create, save, switchingTo, activeError }
}
