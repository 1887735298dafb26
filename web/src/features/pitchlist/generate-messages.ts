import { ApiError } from '../../lib/api-client'

const pitches = (count: number) => (count === 1 ? 'pitch' : 'pitches')

/** The texts of spec 1 (sections 5 and 8) for generating pitches from the pitchlist. */
export const GENERATE_MESSAGES = {
  noSelection: 'Please select at least one journalist',
  noCompany: 'Please select a company first',
  generating: 'Generating pitch...',
  generated: 'Pitch generated successfully!',
  failed: 'Failed to generate pitch',
  bulkGenerating: (count: number) => `Generating ${count} ${pitches(count)}...`,
  bulkGenerated: (count: number) => `Generated ${count} ${pitches(count)}!`,
  bulkPartlyFailed: (succeeded: number, total: number) =>
    `Failed to generate some pitches. Generated ${succeeded} of ${total} ${pitches(total)}.`,
  bulkProgress: (done: number, total: number) =>
    `Generating ${total} ${pitches(total)}: ${done} of ${total} done`,
} as const

/** The server says so in its message (spec 1, section 8); 402 is how this API answers it. */
export function isPitchLimit(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (error instanceof ApiError && error.status === 402) || /pitch limit/i.test(error.message)
}
