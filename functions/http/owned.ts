import { getFind } from '../analytics/found-coverage'
import { getCompany } from '../companies/companies'
import { findOwnPitch } from '../pitches/pitches'
import type { Caller } from '../platform/http'
import type { Deps } from '../ports/deps'
import { findOwnKit } from '../press-kit/kits'

/** A route's ownership checks (route's `owned`): the `{id}` in its path among the caller's own. */
type Owned = (input: { params: { id: string }; deps: Deps }, caller: Caller) => Promise<unknown>

export const ownPitch: Owned = ({ params, deps }, caller) => findOwnPitch(deps, caller.userId, params.id)
export const ownCompany: Owned = ({ params, deps }, caller) => getCompany(deps, caller.userId, params.id)
export const ownKit: Owned = ({ params, deps }, caller) => findOwnKit(deps, caller.userId, params.id)
export const ownFoundCoverage: Owned = ({ params, deps }, caller) => getFind(deps, caller.userId, params.id)
