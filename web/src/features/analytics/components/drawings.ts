import { lazyChart } from '../../../components/charts/lazy-chart'

// recharts loads with the drawings, not with the screen: preloaded as the screen mounts, it downloads
// while the figures are fetched (docs/decisions/011).
const drawings = () => import('./chart-drawings')
export const TrendLines = lazyChart(() => drawings().then((m) => m.TrendLines))
export const AngleBars = lazyChart(() => drawings().then((m) => m.AngleBars))
export const PublicationPie = lazyChart(() => drawings().then((m) => m.PublicationPie))

export function preloadDrawings() {
  for (const drawing of [TrendLines, AngleBars, PublicationPie]) drawing.preload()
}
