// What other features may use of the pitches: which journalists already have a pitch, and the stories
// found about the founder's companies. The rest is its own.

export { useFoundCoverage } from './use-found-coverage'
export { usePitchedJournalists } from './use-pitched-journalists'
