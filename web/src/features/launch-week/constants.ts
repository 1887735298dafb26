export {
  LAUNCH_WEEK_PITCHES,
  LAUNCH_WEEK_SOLD_OUT,
} from '../../../../shared/domain/catalogue'

/** Spec 1, section 9: the counter refreshes every 30 s, the ticker turns every 4 s, the overlay stays 3 s. */
export const SPOTS_REFRESH_MS = 30_000
export const TICKER_MS = 4_000
export const SUCCESS_OVERLAY_MS = 3_000

/** Encoded like the route guard's redirect; the login page reads it back as /launch-week. */
export const LAUNCH_WEEK_SIGN_UP = `/login?mode=signup&redirect=${encodeURIComponent('/launch-week')}`
