import { randomUUID } from 'node:crypto'
import type { EntityItem } from 'electrodb'
import type { Company, CreateCompanyRequest, UpdateCompanyRequest } from '../../shared/contracts/company'
import { COMPANY_FIELDS } from '../../shared/domain/company'
import { NotFoundError } from '../platform/errors'
import { byCreation, sortedBy } from '../platform/paging'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'

export const COMPANY_NOT_FOUND = 'Company not found'

type CompanyRecord = EntityItem<Deps['store']['companies']>
type StoreDeps = Pick<Deps, 'store'>

// A user's companies, oldest first (USER#<id> / COMPANY#*).
/** Oldest first, as the founder created them. */
export const companyOrder = (company: Company) => byCreation(company.created_at, company.id)

export async function listCompanies(deps: StoreDeps, userId: string): Promise<Company[]> {
  const { data } = await deps.store.companies.query.byUser({ user_id: userId }).go({ pages: 'all' })
  return sortedBy(data.map(toCompany), companyOrder, 'ascending')
}

export async function getCompany(deps: StoreDeps, userId: string, companyId: string): Promise<Company> {
  const { data } = await deps.store.companies.get({ user_id: userId, company_id: companyId }).go()
  if (!data) throw new NotFoundError(COMPANY_NOT_FOUND)
  return toCompany(data)
}

/** The active company, or null for a founder who has none yet. */
export async function currentCompany(deps: StoreDeps, userId: string): Promise<Company | null> {
  const { data: profile } = await deps.store.profiles.get({ user_id: userId }).go()
  if (!profile?.active_company_id) return null
  return getCompany(deps, userId, profile.active_company_id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null
    throw error
  })
}

/** Creates a company; a founder's first company becomes the active one. */
export async function createCompany(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  input: CreateCompanyRequest,
): Promise<Company> {
  const now = deps.now().toISOString()
  const { data } = await deps.store.companies
    .create({ ...input, user_id: userId, company_id: randomUUID(), created_at: now, updated_at: now })
    .go()
  // Conditional: of two first companies created at once, exactly one becomes active.
  await deps.store.profiles
    .patch({ user_id: userId })
    .set({ active_company_id: data.company_id })
    .where((attr, op) => op.notExists(attr.active_company_id))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
  return toCompany(data)
}

export async function updateCompany(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  companyId: string,
  changes: UpdateCompanyRequest,
): Promise<Company> {
  const { data } = await deps.store.companies
    .patch({ user_id: userId, company_id: companyId })
    .set({ ...changes, updated_at: deps.now().toISOString() })
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new NotFoundError(COMPANY_NOT_FOUND)
      throw error
    })
  return toCompany(data as CompanyRecord)
}

/** Makes one of the founder's own companies the active one; another user's id is not found. */
export async function setActiveCompany(deps: Pick<Deps, 'store'>, userId: string, companyId: string) {
  await getCompany(deps, userId, companyId)
  await deps.store.profiles.patch({ user_id: userId }).set({ active_company_id: companyId }).go()
}

function toCompany(record: CompanyRecord): Company {
  const fields = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, record[f] ? record[f] : null]))
  return {
    id: record.company_id,
    name: record.name,
    aliases: record.aliases ?? [],
    created_at: record.created_at,
    updated_at: record.updated_at,
    ...fields,
  } as Company
}
