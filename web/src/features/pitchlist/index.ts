// What other features may use of the pitchlist: the stars on result cards. The rest is its own.
export { PITCHLIST_MESSAGES, usePitchlistIds } from './use-pitchlist-ids'
