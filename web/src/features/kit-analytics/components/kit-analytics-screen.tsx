/** A press kit's analytics (spec 2 /press-kit/analytics/{kitId}): being built. */
export function KitAnalyticsScreen() {
  return <h1>Kit Analytics</h1>
}
