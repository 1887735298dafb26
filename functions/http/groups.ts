import type { EndpointGroup } from '../platform/http'
import { analytics } from './analytics'
import { auth } from './auth'
import { automation } from './automation'
import { billing } from './billing'
import { companies } from './companies'
import { conversations } from './conversations'
import { discovery } from './discovery'
import { journalists } from './journalists'
import { pitches } from './pitches'
import { pitchlist } from './pitchlist'
import { pressKit } from './press-kit'
import { pressKitPublic } from './press-kit-public'
import { profile } from './profile'
import { sending } from './sending'
import { workflow } from './workflow'

/**
 * Every endpoint group: one Lambda each in AWS, one handler each on the embedded server. A new group is
 * added here and nowhere else.
 */
export const endpointGroups: EndpointGroup[] = [
  auth,
  profile,
  companies,
  discovery,
  journalists,
  pitchlist,
  pitches,
  sending,
  conversations,
  automation,
  workflow,
  analytics,
  pressKit,
  pressKitPublic,
  billing,
]
