import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'

/** Whether the founder's account is blocked: checked by every request and by every job acting for them. */
export async function isBlocked(deps: Pick<Deps, 'store'>, userId: string): Promise<boolean> {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  return data?.blocked === true
}

/**
 * Blocks or unblocks the account with this e-mail (the operator's `npm run admin`). Profiles are keyed
 * by user, so finding one by address reads them all: fine for an operator's command, never for a request.
 */
export async function setBlocked(deps: Pick<Deps, 'store'>, email: string, blocked: boolean) {
  const address = email.trim().toLowerCase()
  const { data } = await deps.store.profiles.scan.go({ pages: 'all' })
  const profile = data.find((candidate) => candidate.email.toLowerCase() === address)
  if (!profile) throw new NotFoundError(`No account with the e-mail ${address}`)
  await deps.store.profiles.patch({ user_id: profile.user_id }).set({ blocked }).go()
  return { userId: profile.user_id, email: address, blocked }
}
