/** Pitch Analytics (spec 2 /analytics): being built. */
export function AnalyticsScreen() {
  return <h1>Pitch Analytics</h1>
}
