import type { Company } from '../../shared/contracts/company'
import type { PitchAngle } from '../../shared/contracts/pitches'
import type { Journalist } from '../../shared/domain/journalists'
import type { PitchStory } from '../../shared/domain/pitch-brief'

export interface PitchBrief {
  company: Company
  journalist: Journalist
  founder: { first_name: string; last_name: string }
  /** What the founder said the pitch is about; the profile fills each part they left out. */
  story?: PitchStory
  /** Subjects of the founder's other pitches for this company: a new one must differ from each. */
  takenSubjects?: readonly string[]
}

export interface DraftPitch {
  subject: string
  content: string
  angle: PitchAngle
}

/** Writes a pitch from a brief (OpenAI when a key is set, else the offline composer). */
export interface PitchWriter {
  /** Stored on each pitch, so a founder and analytics can tell the writers apart. */
  readonly name: string
  /** With `previous`, a regeneration: a different take than the pitch it replaces. */
  write(
    brief: PitchBrief,
    // An imported pitch may have no angle yet: the new one then picks its own.
    previous?: { draft: Omit<DraftPitch, 'angle'> & { angle?: PitchAngle }; attempt: number },
  ): Promise<DraftPitch>
}
