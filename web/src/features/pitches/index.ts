// What other features may use of the pitches: which journalists already have a pitch. The rest is its own.
export { usePitchedJournalists } from './use-pitched-journalists'
