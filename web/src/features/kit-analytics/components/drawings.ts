import { lazyChart } from '../../../components/charts/lazy-chart'

// recharts loads with the drawings, not with the screen: preloaded as the screen mounts, it downloads
// while the figures are fetched (docs/decisions/011).
const drawings = () => import('./chart-drawings')
export const ActivityBars = lazyChart(() => drawings().then((m) => m.ActivityBars))
export const FormatBars = lazyChart(() => drawings().then((m) => m.FormatBars))

export function preloadDrawings() {
  for (const drawing of [ActivityBars, FormatBars]) drawing.preload()
}
