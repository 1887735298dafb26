import { useCallback, useEffect, useState } from 'react'
import type { Company, UpdateCompanyRequest } from '../../../../shared/contracts/company'
import { isAbortError } from '../../lib/api-client'
import { errorMessage, serverMessage } from '../../lib/error-message'
import { useAuth } from '../../lib/auth/auth-context'
import { companyApi } from './api'
import { COMPANY_MESSAGES } from './constants'

export interface CompaniesReady {
  status: 'ready'
  /** Oldest first, as the API lists them. */
  companies: Company[]
  /** The company on screen: the active one, or the oldest when none is active. */
  shownId: string | null
}

export type CompaniesState = { status: 'loading' } | { status: 'error'; message: string } | CompaniesReady

/** The founder's companies and the one on screen, kept in step with the API and the profile. */
export function useCompanies() {
  const { profile, setProfile } = useAuth()
  const [state, setState] = useState<CompaniesState>({ status: 'loading' })
  const [switchingTo, setSwitchingTo] = useState<string | null>(null)
  const [activeError, setActiveError] = useState<string | null>(null)

  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ status: 'loading' })
    try {
      const [{ companies }, { company: current }] = await Promise.all([
        companyApi.list(signal),
        companyApi.current(signal),
      ])
      setState({ status: 'ready', companies, shownId: current?.id ?? companies[0]?.id ?? null })
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return
      setState({ status: 'error', message: errorMessage(error) })
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  const updateReady = useCallback((change: (ready: CompaniesReady) => CompaniesReady) => {
    setState((current) => (current.status === 'ready' ? change(current) : current))
  }, [])

  /** Makes a company the active one on the server, then shows it; a failure leaves the view as it was. */
  const activate = useCallback(
    async (companyId: string) => {
      setSwitchingTo(companyId)
      setActiveError(null)
      try {
        const { profile: updated } = await companyApi.activate(companyId)
        setProfile(updated)
        updateReady((ready) => ({ ...ready, shownId: companyId }))
      } catch (error) {
        setActiveError(serverMessage(error, COMPANY_MESSAGES.activateFailed))
      } finally {
        setSwitchingTo(null)
      }
    },
    [setProfile, updateReady],
  )

  /** Creates a company and makes it the active one. Throws only when the company was not created. */
  const create = useCallback(
    async (name: string) => {
      const { company } = await companyApi.create({ name })
      // A first company is already active on the server; any other is shown once activation succeeds.
      updateReady((ready) => ({
        ...ready,
        companies: [...ready.companies, company],
        shownId: ready.shownId ?? company.id,
      }))
      await activate(company.id)
    },
    [activate, updateReady],
  )

  const save = useCallback(
    async (companyId: string, changes: UpdateCompanyRequest) => {
      const { company } = await companyApi.update(companyId, changes)
      updateReady((ready) => ({
        ...ready,
        companies: ready.companies.map((known) => (known.id === company.id ? company : known)),
      }))
      if (changes.name !== undefined && profile) {
        const companies = profile.companies.map((known) =>
          known.id === company.id ? { ...known, name: company.name } : known,
        )
        setProfile({ ...profile, companies })
      }
    },
    [profile, setProfile, updateReady],
  )

  return { state, reload: load, activate, create, save, switchingTo, activeError }
}
